import { describe, expect, it } from "vitest";
import { isStructurallyPdf } from "./pdf-structure.ts";

/** A well-formed PDF with a classic cross-reference table at its true offset. */
function classicPdf(options: { version?: string; xrefShift?: number; trailer?: string; tail?: string } = {}): string {
  const objects = ["<</Type/Catalog/Pages 2 0 R>>", "<</Type/Pages/Kids[]/Count 0>>"];
  let body = `%PDF-${options.version ?? "1.7"}\n%\xe2\xe3\xcf\xd3\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n\r\n`;
  body += `${options.trailer ?? "trailer\n<</Size 3/Root 1 0 R>>"}\nstartxref\n${xrefAt + (options.xrefShift ?? 0)}\n%%EOF${options.tail ?? "\n"}`;
  return body;
}

/** A PDF 1.5+ whose cross-reference section is a stream object (what most producers write now). */
function xrefStreamPdf(): string {
  let body =
    "%PDF-1.5\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[]/Count 0>>\nendobj\n";
  const xrefAt = body.length;
  body += "3 0 obj\n<</Type /XRef /Size 4 /W [1 2 1] /DecodeParms <</Columns 4>> /Root 1 0 R /Length 16>>\nstream\n";
  body += "0123456789abcdef\nendstream\nendobj\n";
  body += `startxref\n${xrefAt}\n%%EOF\n`;
  return body;
}

const bytes = (text: string) => Buffer.from(text, "latin1");

describe("isStructurallyPdf", () => {
  it("accepts a classic cross-reference table and a cross-reference stream", () => {
    expect(isStructurallyPdf(bytes(classicPdf()))).toBe(true);
    expect(isStructurallyPdf(bytes(classicPdf({ version: "2.0" })))).toBe(true);
    expect(isStructurallyPdf(bytes(xrefStreamPdf()))).toBe(true);
  });

  it("accepts padding after %%EOF, however long", () => {
    expect(isStructurallyPdf(bytes(classicPdf({ tail: "\r\n\0\0" })))).toBe(true);
    expect(isStructurallyPdf(bytes(classicPdf({ tail: " ".repeat(100_000) })))).toBe(true);
  });

  it.each([
    ["only the magic bytes", "%PDF-1.4 licence"],
    ["a header on an HTML page", "%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n"],
    [
      "no cross-reference section (objects and a trailer only)",
      "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    ["a truncated file", classicPdf().slice(0, -20)],
    ["startxref pointing elsewhere", classicPdf({ xrefShift: 5 })],
    ["startxref pointing past the end", classicPdf({ xrefShift: 100_000 })],
    ["a trailer without /Root", classicPdf({ trailer: "trailer\n<</Size 3>>" })],
    ["no trailer keyword", classicPdf({ trailer: "<</Size 3/Root 1 0 R>>" })],
    ["an unknown version", classicPdf({ version: "9.9" })],
    ["leading junk", ` ${classicPdf()}`],
    ["data after %%EOF", `${classicPdf()}${"<html></html>".repeat(100)}`],
  ])("refuses %s", (_name, text) => {
    expect(isStructurallyPdf(bytes(text))).toBe(false);
  });

  it("refuses a cross-reference stream object that is not /Type /XRef", () => {
    expect(isStructurallyPdf(bytes(xrefStreamPdf().replace("/Type /XRef", "/Type /ObjStm")))).toBe(false);
  });
});
