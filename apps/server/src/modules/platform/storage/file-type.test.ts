import { describe, expect, it } from "vitest";
import { sniffContentType } from "./file-type.ts";

describe("content sniffing", () => {
  it("knows JPEG, PNG and PDF by their first bytes", () => {
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffContentType(Buffer.from("%PDF-1.7\n%âãÏÓ\n"))).toBe("application/pdf");
  });

  it("ignores what a file claims to be", () => {
    expect(sniffContentType(Buffer.from("not a picture, just text named licence.png"))).toBeNull();
    expect(sniffContentType(Buffer.from("MZ\x90\x00 a Windows program"))).toBeNull();
    expect(sniffContentType(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffContentType(Buffer.from(" %PDF-1.4"))).toBeNull();
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});
