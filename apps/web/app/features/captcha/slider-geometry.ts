/** Piece positions are kept in background pixels; the screen only scales them. */

/** Keyboard steps of the slider handle, in background pixels. */
const smallStepPx = 2;
const largeStepPx = 10;

export function clampOffset(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}

/**
 * Where a drag puts the piece: the pointer moved `deltaScreenPx` over a track
 * drawn `trackScreenWidth` wide for an image `imageWidth` pixels wide.
 */
export function offsetAfterDrag(
  startOffset: number,
  deltaScreenPx: number,
  trackScreenWidth: number,
  imageWidth: number,
  max: number,
): number {
  if (trackScreenWidth <= 0) return clampOffset(startOffset, max);
  return clampOffset(startOffset + (deltaScreenPx * imageWidth) / trackScreenWidth, max);
}

/** The new offset for a key on the handle, or null when the key doesn't move it. */
export function offsetAfterKey(key: string, isShift: boolean, current: number, max: number): number | null {
  const step = isShift ? largeStepPx : smallStepPx;
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return clampOffset(current - step, max);
    case "ArrowRight":
    case "ArrowUp":
      return clampOffset(current + step, max);
    case "PageDown":
      return clampOffset(current - largeStepPx, max);
    case "PageUp":
      return clampOffset(current + largeStepPx, max);
    case "Home":
      return 0;
    case "End":
      return clampOffset(max, max);
    default:
      return null;
  }
}

/** A CSS percentage of the image width, so the picture scales with its container. */
export function percentOf(value: number, total: number): string {
  return total > 0 ? `${(value / total) * 100}%` : "0%";
}
