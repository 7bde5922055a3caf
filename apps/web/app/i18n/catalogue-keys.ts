/** Every dotted key of a catalogue (or a section of one), with its {{placeholders}}: for tests comparing languages. */
export function keysOf(node: unknown, prefix = ""): Record<string, string[]> {
  if (typeof node === "string") return { [prefix]: [...node.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "").sort() };
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    Object.assign(out, keysOf(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}
