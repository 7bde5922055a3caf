import { BrowserQrImage } from "../../ui/qr-image.tsx";

/** A WeChat payment's QR code; the QR library is loaded only when such a payment needs it. */
export function QrCode({ text, label, dimmed = false }: { text: string; label: string; dimmed?: boolean }) {
  return (
    <BrowserQrImage
      text={text}
      label={label}
      testId="wechat-qr"
      className={`size-52 rounded-xl border border-slate-200 bg-white transition ${dimmed ? "opacity-15" : ""}`}
      placeholderClassName="size-52 animate-pulse rounded-xl border border-slate-200 bg-slate-100"
    />
  );
}
