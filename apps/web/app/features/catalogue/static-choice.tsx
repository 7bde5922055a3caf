import { useState } from "react";
import type { StaticLineView } from "./views.ts";

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The number of IPs a typed count stands for: a whole number from 1 to what the region has in stock. */
export const ipCount = (text: string, stock: number) => clamp(Number.parseInt(text, 10) || 1, 1, stock);

/**
 * The region, duration and number of IPs chosen on one static line. Only regions
 * with stock can be chosen; `node` or `duration` is undefined when none is left.
 * The count stays as typed (`countText`) until the field loses focus; `count` is
 * what it stands for.
 */
export function useStaticChoice(line: StaticLineView, initialNodeId?: number) {
  const available = line.nodes.filter((node) => node.stock > 0);
  const [nodeId, setNodeId] = useState(
    available.find((node) => node.id === initialNodeId)?.id ?? available[0]?.id ?? 0,
  );
  const [days, setDays] = useState(line.durations[0]?.days ?? 30);
  const [countText, setCountText] = useState("1");
  const node = available.find((candidate) => candidate.id === nodeId);
  const duration = line.durations.find((candidate) => candidate.days === days);
  const count = node ? ipCount(countText, node.stock) : 1;
  return { available, nodeId, setNodeId, days, setDays, countText, setCountText, node, duration, count };
}

/** The number-of-IPs field of a static order form, sent as `count`; leaving it shows the count it stands for. */
export function IpCountInput({
  id,
  max,
  text,
  count,
  onText,
  describedBy,
  className,
}: {
  id: string;
  max: number;
  text: string;
  count: number;
  onText(text: string): void;
  describedBy?: string;
  className: string;
}) {
  return (
    <input
      id={id}
      name="count"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      required
      value={text}
      onChange={(event) => onText(event.target.value)}
      onBlur={() => onText(String(count))}
      aria-describedby={describedBy}
      className={className}
    />
  );
}
