import { BrowserQrImage } from "./qr-image.tsx";

/**
 * An authenticator key (its otpauth:// address) as a QR code to scan, drawn by the shop's own
 * QR drawing: a member's two-factor card and an operator's enrolment show the same square.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  return (
    <BrowserQrImage
      text={uri}
      label={label}
      testId="totp-qr"
      className="size-44 rounded-xl border border-slate-200 bg-white"
      placeholderClassName="size-44 animate-pulse rounded-xl bg-slate-100"
    />
  );
}
