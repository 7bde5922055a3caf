import { LRUCache } from "lru-cache";

/**
 * A small per-process cache for data that operators change rarely (rendered articles, the regions
 * dataset). Entries expire, so every process sees a change within `ttlMs` without coordination.
 * On lru-cache: concurrent gets of one key share one load, and a failed load is not remembered.
 */
export class TtlCache<V extends {}> {
  readonly #cache: LRUCache<string, V, () => Promise<V>>;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.#cache = new LRUCache<string, V, () => Promise<V>>({
      max: maxEntries,
      // No ttl means entries live until evicted (the static regions dataset).
      ...(Number.isFinite(ttlMs) ? { ttl: ttlMs } : {}),
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** The cached value, or `load()`'s (each caller names how its key is loaded). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const value = await this.#cache.fetch(key, { context: load });
    if (value === undefined) throw new Error(`nothing was loaded for ${key}`);
    return value;
  }

  clear(): void {
    this.#cache.clear();
  }
}
