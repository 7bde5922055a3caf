/**
 * A small per-process cache for data that operators change rarely (sites,
 * redirect rules). Entries expire, so every process sees a change within
 * `ttlMs` without any coordination.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    const value = load();
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    // A failed load is not remembered.
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
