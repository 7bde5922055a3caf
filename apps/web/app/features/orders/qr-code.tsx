import { useQrDrawing } from "../../lib/qr-drawing.ts";

/** A WeChat payment's QR code; the QR library is loaded only when such a payment needs it. */
export function QrCode({ text, label, dimmed = false }: { text: string; label: string; dimmed?: boolean }) {
  const drawing = useQrDrawing(text);

  const quiet = 2;
  if (!drawing) {
    return (
      <div
        role="img"
        aria-label={label}
        aria-busy="true"
        className="size-52 animate-pulse rounded-xl border border-slate-200 bg-slate-100"
      />
    );
  }
  const box = drawing.size + quiet * 2;
  return (
    <svg
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="wechat-qr"
      className={`size-52 rounded-xl border border-slate-200 bg-white transition ${dimmed ? "opacity-15" : ""}`}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={drawing.path} fill="#0f172a" />
    </svg>
  );
}
