import { useQrDrawing } from "../lib/qr-drawing.ts";

/**
 * An authenticator key (its otpauth:// address) as a QR code to scan, drawn by the shop's own
 * QR drawing: a member's two-factor card and an operator's enrolment show the same square.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const drawing = useQrDrawing(uri);
  if (!drawing) {
    return (
      <div role="img" aria-label={label} aria-busy="true" className="size-44 animate-pulse rounded-xl bg-slate-100" />
    );
  }
  const quiet = 2;
  const box = drawing.size + quiet * 2;
  return (
    <svg
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
      className="size-44 rounded-xl border border-slate-200 bg-white"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={drawing.path} fill="#0f172a" />
    </svg>
  );
}
