import { once } from "node:events";
import { PassThrough } from "node:stream";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { compressStream, negotiateEncoding } from "./compression.ts";

describe("negotiateEncoding", () => {
  it("prefers brotli, falls back to gzip, and honours q=0 refusals", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("deflate")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("gzip;q=nonsense")).toBeNull();
  });
});

describe("compressStream", () => {
  it.each(["br", "gzip"] as const)(
    "sends what was written so far when the page pauses, and the whole page at the end (%s)",
    async (encoding) => {
      const source = new PassThrough();
      const compressed = compressStream(source, encoding);
      const output: Buffer[] = [];
      compressed.on("data", (chunk: Buffer) => output.push(chunk));
      // React writes the shell in pieces, then waits for data before the rest.
      source.write("<html><body>");
      source.write("shell");
      // A stream cut after a flush decodes only when told not to expect its end.
      const decode = (data: Buffer) =>
        encoding === "br"
          ? brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
          : gunzipSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
      // Without a flush once the writes stop, nothing decodable would arrive before the end.
      await vi.waitFor(() => expect(decode(Buffer.concat(output)).toString("utf8")).toBe("<html><body>shell"));
      source.end("</body></html>");
      await once(compressed, "end");
      expect(decode(Buffer.concat(output)).toString("utf8")).toBe("<html><body>shell</body></html>");
    },
  );

  it("ends with an error when the page's stream fails, instead of a truncated page that looks whole", async () => {
    const source = new PassThrough();
    const compressed = compressStream(source, "gzip");
    compressed.resume();
    source.destroy(new Error("render aborted"));
    const [error] = await once(compressed, "error");
    expect((error as Error).message).toBe("render aborted");
  });
});
