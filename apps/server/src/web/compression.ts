import type { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

export type ContentEncoding = "br" | "gzip";

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli when
 * the client takes it, else gzip, else none. A q=0 entry refuses that encoding.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return null;
}

/**
 * Compresses a streamed page. React writes a page in many small pieces and
 * zlib handles each write as a job on its thread pool, so the pieces that
 * arrive together are joined and written once, then flushed: the shell
 * reaches the browser before slower parts of the page, at close to the cost
 * of compressing the page whole. Brotli at quality 4 costs about as much CPU
 * as gzip level 6 and is a tenth smaller.
 */
export function compressStream(source: AsyncIterable<Uint8Array>, encoding: ContentEncoding): Readable {
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : createGzip({ level: 6 });
  let pending: Uint8Array[] = [];
  let writeScheduled = false;
  const writePending = () => {
    writeScheduled = false;
    if (pending.length === 0 || compressor.writableEnded || compressor.destroyed) return;
    compressor.write(Buffer.concat(pending));
    pending = [];
    compressor.flush();
  };
  (async () => {
    for await (const chunk of source) {
      pending.push(chunk);
      if (!writeScheduled) {
        writeScheduled = true;
        setImmediate(writePending);
      }
    }
    writePending();
    compressor.end();
  })().catch((error: unknown) => compressor.destroy(error instanceof Error ? error : new Error(String(error))));
  return compressor;
}
