/**
 * A bounded memo for the engines' per-string caches (parses, tokens, counts): at most
 * `limit` entries, in two generations. New entries go to the young one; when it holds half
 * the limit it becomes the old one and the previous old one is dropped whole. An entry
 * found in the old generation moves to the young one, so what keeps being asked for stays.
 *
 * The caches it replaces dropped their oldest entry one at a time through
 * `map.keys().next()`, which walks over the slots of every entry deleted before (a Map
 * keeps them until it grows): with thousands of entries and new keys on every request,
 * each insertion cost microseconds. Dropping a whole generation costs nothing per entry.
 */
export class Kept<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /**
   * A miss costs two lookups, not four: an entry whose value is undefined is not told from
   * a miss here (its callers ask `has`), and it is not moved up, only dropped sooner.
   */
  get(key: K): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const value = this.old.get(key);
    if (value === undefined) return undefined;
    this.old.delete(key);
    this.set(key, value as V);
    return value;
  }

  has(key: K): boolean {
    return this.young.has(key) || this.old.has(key);
  }

  set(key: K, value: V): void {
    if (!this.young.has(key) && this.young.size >= Math.max(1, this.limit >> 1)) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }

  clear(): void {
    this.young.clear();
    this.old.clear();
  }

  /** Entries held, in both generations. */
  get size(): number {
    return this.young.size + this.old.size;
  }
}
