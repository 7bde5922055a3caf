/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
 * client build, at the highest levels: done once per build, they cost nothing
 * per request. The server picks one by Accept-Encoding (@fastify/static preCompressed).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
// Below this, compression saves less than a packet.
const minimumBytes = 1024;

let written = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < minimumBytes) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  written++;
}
console.log(`precompressed ${written} client files (.br and .gz)`);
