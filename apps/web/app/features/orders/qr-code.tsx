import { useEffect, useState } from "react";

interface QrDrawing {
  size: number;
  path: string;
}

/**
 * The modules of a QR code as one SVG path, drawn in the browser. The QR
 * library is loaded only when a WeChat payment needs it, so no page ships it
 * up front (the customer-service QR is drawn on the server instead).
 */
async function drawQr(text: string): Promise<QrDrawing> {
  const QRCode = (await import("qrcode")).default;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < modules.size && modules.get(y, x + run)) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size: modules.size, path };
}

export function QrCode({ text, label, dimmed = false }: { text: string; label: string; dimmed?: boolean }) {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let current = true;
    setDrawing(null);
    void drawQr(text).then((drawn) => {
      if (current) setDrawing(drawn);
    });
    return () => {
      current = false;
    };
  }, [text]);

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
