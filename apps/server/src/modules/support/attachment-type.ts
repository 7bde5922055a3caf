import type { AttachmentContentType } from "@shop/contract";

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

/**
 * What an attachment really is, from its bytes (the name and the browser's claim are ignored):
 * PNG, JPEG, WebP by signature; JSON (HAR included) when it parses as an object or array; plain
 * text when it is valid UTF-8 without control bytes. Anything else (HTML and SVG included: they
 * are text, but served only as downloads with nosniff) is null.
 */
export function sniffAttachment(bytes: Buffer): AttachmentContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  if (bytes.length === 0) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // NUL and other C0 controls (but tab, newline, carriage return) mean it is not text.
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return null;
  }
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      JSON.parse(trimmed);
      return "application/json";
    } catch {
      // Text that looks like JSON but is not stays text.
    }
  }
  return "text/plain";
}

export function attachmentExtension(type: AttachmentContentType): string {
  switch (type) {
    case "image/png":
      return "png";
    case "image/jpeg":
      return "jpg";
    case "image/webp":
      return "webp";
    case "application/json":
      return "json";
    default:
      return "txt";
  }
}
