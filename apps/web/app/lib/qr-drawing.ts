import { useEffect, useState } from "react";

/** A QR code as one SVG path over a square of `size` modules. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** The module matrix of the qrcode library (QRCode.create(...).modules). */
interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/** One rectangle per run of dark modules in a row: a short path that scales without blurring. */
export function drawQrModules(modules: QrModules): QrDrawing {
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

/**
 * The drawing of a QR code for `text`, made in the browser; null while the QR
 * library loads (it is fetched only by the pages that show such a code) or when
 * there is no text.
 */
export function useQrDrawing(text: string | null): QrDrawing | null {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    setDrawing(null);
    if (!text) return;
    let current = true;
    void import("qrcode").then(({ default: QRCode }) => {
      if (current) setDrawing(drawQrModules(QRCode.create(text, { errorCorrectionLevel: "M" }).modules));
    });
    return () => {
      current = false;
    };
  }, [text]);
  return drawing;
}
