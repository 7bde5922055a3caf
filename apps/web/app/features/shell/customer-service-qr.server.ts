import { type Substation, splitLocalePath } from "@shop/contract/core";
import QRCode from "qrcode";
import type { RouterContextProvider } from "react-router";
import { drawQrModules } from "../../lib/qr-drawing.ts";
import { ssrContext } from "../../ssr-context.ts";
import type { QrSvg } from "./customer-service.tsx";

/**
 * The modules of a QR code as one SVG path (a rectangle per run of dark
 * modules in a row). Built on the server, so the browser gets the drawing
 * with the page and never loads the QR library.
 */
// The same few links are drawn on every page view: keep the drawings (bounded).
const drawn = new Map<string, QrSvg>();

function qrSvgPath(text: string): QrSvg {
  const cached = drawn.get(text);
  if (cached) return cached;
  const qr = drawQr(text);
  if (drawn.size > 200) drawn.clear();
  drawn.set(text, qr);
  return qr;
}

function drawQr(text: string): QrSvg {
  return { ...drawQrModules(QRCode.create(text, { errorCorrectionLevel: "M" }).modules), kind: "chat" };
}

/** What the customer-service QR code encodes: the chat app's link, or else a mailto: link. */
function customerServiceQr(substation: Substation): QrSvg | null {
  if (substation.customerServiceQrUrl) return qrSvgPath(substation.customerServiceQrUrl);
  if (substation.contactEmail) return { ...qrSvgPath(`mailto:${substation.contactEmail}`), kind: "email" };
  return null;
}

/** For a layout loader: the QR code of the request's substation. */
export async function loadCustomerServiceQr(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<QrSvg | null> {
  const { locale } = splitLocalePath(new URL(request.url).pathname.replace(/\.data$/, ""));
  return customerServiceQr(await context.get(ssrContext).getSubstation(locale));
}
