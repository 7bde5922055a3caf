import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../docs/benchmarks.md");

/** Puts a `## …` section at the top of docs/benchmarks.md (newest first), after the file's heading. */
export async function prependSection(section: string): Promise<void> {
  const existing = await readFile(file, "utf8").catch(
    () => "# Benchmarks\n\nFigures measured by `npm run bench` (see `bench/`). Newest first.\n\n",
  );
  const [head, ...rest] = existing.split(/(?=^## )/m);
  await writeFile(file, [head, section, ...rest].join(""));
}
