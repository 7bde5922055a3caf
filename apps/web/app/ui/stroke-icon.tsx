/** One line of a drawing: its path, its width and how its ends and corners are drawn. */
export interface Stroke {
  d: string;
  width: number;
  cap?: "round";
  join?: "round";
}

/**
 * A decorative drawing in the text colour, given as strokes: for the icons that `Icon` does not
 * draw alike (a 20-pixel grid, other widths, square ends). Hidden from screen readers.
 */
export function StrokeIcon({
  strokes,
  className,
  grid = 24,
}: {
  strokes: readonly Stroke[];
  className: string;
  grid?: 20 | 24;
}) {
  return (
    <svg viewBox={`0 0 ${grid} ${grid}`} className={className} aria-hidden="true">
      {strokes.map((stroke) => (
        <path
          key={stroke.d}
          d={stroke.d}
          stroke="currentColor"
          strokeWidth={stroke.width}
          fill="none"
          strokeLinecap={stroke.cap}
          strokeLinejoin={stroke.join}
        />
      ))}
    </svg>
  );
}

/** The small chevrons of disclosures and "back" links, on the 20-pixel grid. */
export const chevronDown: readonly Stroke[] = [{ d: "m5 8 5 5 5-5", width: 1.8 }];
export const chevronLeft: readonly Stroke[] = [{ d: "m12 5-5 5 5 5", width: 1.8 }];
