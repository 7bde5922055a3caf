import { once } from "node:events";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createStreamCompressor, negotiateEncoding } from "./compression.ts";

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

describe("createStreamCompressor", () => {
  it.each(["br", "gzip"] as const)("flushes each chunk so a streamed page arrives in parts (%s)", async (encoding) => {
    const compressor = createStreamCompressor(encoding);
    const output: Buffer[] = [];
    const firstChunk = once(compressor, "data");
    compressor.on("data", (chunk: Buffer) => output.push(chunk));
    compressor.write("<html><body>shell");
    // Without a flush per write this would wait for end() and the test would time out.
    await firstChunk;
    // A stream cut after a flush decodes only when told not to expect its end.
    const decode = (data: Buffer) =>
      encoding === "br"
        ? brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
        : gunzipSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
    expect(decode(Buffer.concat(output)).toString("utf8")).toBe("<html><body>shell");
    compressor.end("</body></html>");
    await new Promise((resolve) => compressor.on("end", resolve));
    expect(decode(Buffer.concat(output)).toString("utf8")).toBe("<html><body>shell</body></html>");
  });
});
