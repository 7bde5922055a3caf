/** File types the shop accepts as uploads, by their content. */
export type SniffedContentType = "image/jpeg" | "image/png" | "application/pdf";

const signatures: Array<{ type: SniffedContentType; bytes: number[] }> = [
  // JPEG: SOI marker followed by the next marker's FF.
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  // PNG: the fixed 8-byte signature of RFC 2083.
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF: "%PDF-" at the very start (ISO 32000); leading junk is refused, a real scan never has it.
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type a file really is, from its first bytes (its name and the browser's claim are ignored), or null. */
export function sniffContentType(bytes: Uint8Array): SniffedContentType | null {
  for (const signature of signatures) {
    if (bytes.length >= signature.bytes.length && signature.bytes.every((byte, i) => bytes[i] === byte)) {
      return signature.type;
    }
  }
  return null;
}

/** The extension a downloaded copy gets. */
export function extensionOf(type: SniffedContentType): string {
  return type === "image/jpeg" ? "jpg" : type === "image/png" ? "png" : "pdf";
}
