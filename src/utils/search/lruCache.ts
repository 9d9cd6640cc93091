/** spec 9: the client search cache holds at most 100 entries. */
export const SEARCH_CACHE_SIZE = 100;

/**
 * A least-recently-used cache: reading an entry makes it the newest, and
 * adding one past the bound drops the oldest.
 */
export class LruCache<K, V> {
  readonly #max: number;
  readonly #map = new Map<K, V>();

  constructor(max: number = SEARCH_CACHE_SIZE) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`cache size must be a positive integer, got ${max}`);
    this.#max = max;
  }

  get size(): number {
    return this.#map.size;
  }

  has(key: K): boolean {
    return this.#map.has(key);
  }

  get(key: K): V | undefined {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key) as V;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.#max) this.#map.delete(this.#map.keys().next().value as K);
  }

  /** Drops an entry; true if there was one. */
  delete(key: K): boolean {
    return this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }
}
