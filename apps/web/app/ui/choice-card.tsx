import type { ReactNode } from "react";

/** How a choice card shows the pointer over it, the option chosen and the keyboard's focus. */
const choiceLook =
  "cursor-pointer rounded-xl border transition hover:border-brand/60 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40";

/**
 * One option of a radio group drawn as a card: the radio is there for the keyboard and screen
 * readers but hidden, and the card shows which option is chosen. `className` gives the card's
 * layout, padding and border colour.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onChoose,
  className,
  children,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  disabled?: boolean;
  onChoose(): void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={`${choiceLook} ${className}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="sr-only"
      />
      {children}
    </label>
  );
}
