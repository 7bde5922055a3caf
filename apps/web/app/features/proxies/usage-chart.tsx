import { useId } from "react";
import { Table, TableBody, TableHead, Th } from "../../ui/table.tsx";
import type { AxisTick, AxisTicks } from "./chart-axis.ts";

export interface ChartPoint {
  key: string;
  /** The full label for the tooltip and the table ("2026-11-21 08:00"). */
  fullLabel: string;
  value: number;
}

/** The smallest "nice" number (1, 2, 2.5, 5 × 10^n) at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

const gigabyte = 1024 ** 3;
const megabyte = 1024 ** 2;

/** The unit of the axis: GB once the scale reaches 1 GB, MB below. */
export function axisUnitOf(top: number): { bytes: number; name: "GB" | "MB" } {
  return top >= gigabyte ? { bytes: gigabyte, name: "GB" } : { bytes: megabyte, name: "MB" };
}

/** A scale top for bytes: a nice number in the unit the labels use (MB below 1 GB, GB above). */
export function scaleTop(max: number): number {
  const unit = max >= gigabyte ? gigabyte : megabyte;
  return niceCeiling(max / unit) * unit || unit;
}

// Bars while they stay wider than a few pixels; an area above that (a week of hours).
const maxBars = 62;
const gridSteps = [1, 0.75, 0.5, 0.25, 0];

/**
 * A light bar or area chart in inline SVG (no chart library). The drawing is
 * one image with a summary for screen readers; the same numbers are in a
 * table under it, for those and for anyone who wants the exact values.
 */
export function UsageChart({
  points,
  ticks,
  caption,
  labelHeader,
  valueHeader,
  tableToggle,
  formatValue,
  formatTick,
  emptyText,
  testId,
  topOf = scaleTop,
}: {
  points: ChartPoint[];
  /** The labels under the chart: fewer on a phone, so they never run together. */
  ticks: AxisTicks;
  caption: string;
  labelHeader: string;
  valueHeader: string;
  tableToggle: string;
  formatValue(value: number): string;
  /** An axis label, in the unit of the scale's top (0.5 GB rather than 512 MB on a 2 GB scale). */
  formatTick(value: number, top: number): string;
  emptyText: string;
  testId?: string;
  /** The scale's top for the largest value: bytes by default (MB/GB steps); counts and money pass niceCeiling. */
  topOf?(max: number): number;
}) {
  const gradientId = useId();
  const max = points.reduce((top, point) => Math.max(top, point.value), 0);
  const top = topOf(max);
  const width = Math.max(points.length, 1) * 10;
  const asBars = points.length <= maxBars;
  // A day below zero (net revenue after refunds) draws on the axis; the table shows its value.
  const y = (value: number) => 100 - (Math.max(0, value) / top) * 100;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const peak = points.find((point) => point.value === max);
  const summary =
    max === 0
      ? `${caption}. ${emptyText}`
      : `${caption}. ${valueHeader}: ${formatValue(total)}; max ${peak?.fullLabel} ${formatValue(max)}.`;

  let line = "";
  let area = "";
  if (!asBars && points.length > 0) {
    line = points.map((point, i) => `${i === 0 ? "M" : "L"}${i * 10 + 5} ${y(point.value)}`).join(" ");
    area = `${line} L${(points.length - 1) * 10 + 5} 100 L5 100 Z`;
  }

  return (
    <figure data-testid={testId} className="min-w-0">
      <div className="flex gap-2">
        <div className="relative w-16 shrink-0 text-right text-[11px] text-slate-500 tabular-nums" aria-hidden="true">
          {gridSteps.map((step) => (
            <span key={step} className="absolute right-0 -translate-y-1/2" style={{ top: `${(1 - step) * 100}%` }}>
              {formatTick(top * step, top)}
            </span>
          ))}
        </div>
        <div className="relative h-52 min-w-0 flex-1">
          {gridSteps.map((step) => (
            <div
              key={step}
              className={`absolute inset-x-0 border-t ${step === 0 ? "border-slate-300" : "border-slate-100 border-dashed"}`}
              style={{ top: `${(1 - step) * 100}%` }}
              aria-hidden="true"
            />
          ))}
          <svg
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            className="absolute inset-0 size-full overflow-visible"
          >
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="var(--color-brand)" stopOpacity="0.35" />
                <stop offset="100%" stopColor="var(--color-brand)" stopOpacity="0.03" />
              </linearGradient>
            </defs>
            {asBars
              ? points.map((point, i) => (
                  <g key={point.key}>
                    <rect
                      x={i * 10 + 1.5}
                      y={y(point.value)}
                      width={7}
                      height={100 - y(point.value)}
                      rx={1}
                      className="fill-brand/80 hover:fill-brand"
                    />
                    {/* A full-height target, so a thin bar is easy to hover. */}
                    <rect x={i * 10} y={0} width={10} height={100} fill="transparent">
                      <title>{`${point.fullLabel}: ${formatValue(point.value)}`}</title>
                    </rect>
                  </g>
                ))
              : area && (
                  <>
                    <path d={area} fill={`url(#${gradientId})`} />
                    <path
                      d={line}
                      fill="none"
                      stroke="var(--color-brand)"
                      strokeWidth={1.5}
                      vectorEffect="non-scaling-stroke"
                    />
                    {points.length <= 400 &&
                      points.map((point, i) => (
                        <rect key={point.key} x={i * 10} y={0} width={10} height={100} fill="transparent">
                          <title>{`${point.fullLabel}: ${formatValue(point.value)}`}</title>
                        </rect>
                      ))}
                  </>
                )}
          </svg>
          {max === 0 && (
            <p className="absolute inset-0 flex items-center justify-center text-slate-500 text-sm">{emptyText}</p>
          )}
        </div>
      </div>
      <AxisLabels ticks={ticks.narrow} count={points.length} className="sm:hidden" />
      <AxisLabels ticks={ticks.wide} count={points.length} className="hidden sm:block" />
      <figcaption className="sr-only">{caption}</figcaption>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer select-none font-medium text-brand hover:underline">{tableToggle}</summary>
        <Table caption={caption} className="mt-2 max-h-72 overflow-auto">
          <TableHead sticky>
            <Th className="px-3 py-2 font-medium">{labelHeader}</Th>
            <Th className="px-3 py-2 text-right font-medium">{valueHeader}</Th>
          </TableHead>
          <TableBody>
            {points.map((point) => (
              <tr key={point.key}>
                <td className="px-3 py-1.5 font-mono text-slate-700 text-xs">{point.fullLabel}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatValue(point.value)}</td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}

function AxisLabels({ ticks, count, className }: { ticks: AxisTick[]; count: number; className: string }) {
  return (
    <div
      className={`relative mt-2 ml-18 h-4 text-[11px] text-slate-500 ${className}`}
      aria-hidden="true"
      data-testid="chart-axis"
    >
      {ticks.map((tick) => (
        <span
          key={tick.index}
          className="absolute -translate-x-1/2 whitespace-nowrap"
          style={{ left: `${((tick.index + 0.5) / Math.max(count, 1)) * 100}%` }}
        >
          {tick.label}
        </span>
      ))}
    </div>
  );
}
