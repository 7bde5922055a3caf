/**
 * Whether bytes are structurally a PDF (ISO 32000-1 §7.5), not merely a file
 * starting with "%PDF-": a version header, an end-of-file marker in the last
 * 1024 bytes preceded by `startxref` and a byte offset, and at that offset a
 * cross-reference section — a classic `xref` table followed by a `trailer`
 * dictionary naming the document catalogue (/Root), or a cross-reference
 * stream object (/Type /XRef) naming it. This is what a PDF reader itself
 * reads first; a polyglot (an HTML or ZIP file with a PDF header) fails it.
 */
export function isStructurallyPdf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (!/^%PDF-(?:1\.[0-7]|2\.0)[\r\n% ]/.test(text)) return false;
  // Readers look for %%EOF in the last 1024 bytes, after any whitespace or NUL padding.
  let contentEnd = text.length;
  while (contentEnd > 0 && /[\s\0]/.test(text[contentEnd - 1] as string)) contentEnd--;
  const tailStart = Math.max(0, contentEnd - 1024);
  const end = /startxref[\r\n ]+(\d{1,10})[\r\n ]+%%EOF$/.exec(text.slice(tailStart, contentEnd));
  if (!end) return false;
  const offset = Number(end[1]);
  const startxrefAt = tailStart + end.index;
  if (offset < 9 || offset >= startxrefAt) return false;
  const section = text.slice(offset, startxrefAt);
  if (/^xref[\r\n ]/.test(section)) return isClassicXref(section);
  return isXrefStream(section);
}

/** `xref`, one or more subsections "first count" with 20-byte entries, then `trailer << … /Root n g R … >>`. */
function isClassicXref(section: string): boolean {
  const subsection = /^xref[\r\n ]+(?:\d+ \d+[ \t]*[\r\n]+(?:\d{10} \d{5} [nf][ \r\n]{1,2}[\r\n]?)*)+/.exec(section);
  if (!subsection) return false;
  // A trailer dictionary is a few hundred bytes: bounded, so a hostile file cannot make the match slow.
  const rest = section.slice(subsection[0].length, subsection[0].length + 4096);
  return /^[\s]*trailer[\s]*<<[\s\S]*\/Root[\s]+\d+[\s]+\d+[\s]+R[\s\S]*>>/.test(rest);
}

/** `n g obj << /Type /XRef … /Root n g R … >> stream`. */
function isXrefStream(section: string): boolean {
  const object = /^\d+[\s]+\d+[\s]+obj[\s]*<<([\s\S]*?)>>[\s]*stream[\r\n]/.exec(section.slice(0, 4096));
  if (!object) return false;
  const dictionary = object[1] ?? "";
  return /\/Type[\s]*\/XRef\b/.test(dictionary) && /\/Root[\s]+\d+[\s]+\d+[\s]+R/.test(dictionary);
}
