import { type QrDrawing, useQrDrawing } from "../lib/qr-drawing.ts";

/** A QR code as one dark path on white, with a quiet zone of two modules; crisp at any size. */
export function QrImage({
  drawing,
  label,
  className,
  testId,
}: {
  drawing: QrDrawing;
  label: string;
  /** Size, border and the like: the code itself is always dark on white. */
  className: string;
  testId: string;
}) {
  const quiet = 2;
  const box = drawing.size + quiet * 2;
  return (
    <svg
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      className={className}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={drawing.path} fill="#0f172a" />
    </svg>
  );
}

/**
 * A QR code of `text` drawn in the browser (the QR library loads when one is first needed);
 * until then a pulsing box of `placeholderClassName` stands in its place.
 */
export function BrowserQrImage({
  text,
  placeholderClassName,
  ...image
}: Omit<Parameters<typeof QrImage>[0], "drawing"> & { text: string; placeholderClassName: string }) {
  const drawing = useQrDrawing(text);
  if (!drawing) {
    return <div role="img" aria-label={image.label} aria-busy="true" className={placeholderClassName} />;
  }
  return <QrImage drawing={drawing} {...image} />;
}
