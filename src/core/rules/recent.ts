/**
 * A cache of the last few values by the identity of their keys, for keys made at every `apply`
 * (states, drafts, computed lists). Not a WeakMap: a WeakMap lives in V8's old generation, and its
 * entries kept each young key and value alive through the minor collections until a full one, so
 * every state was copied and promoted — a quarter of a game's time went to garbage collection.
 * A key asked for after `size` newer ones is simply missed: callers compute the value again.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private newest = 0;

  constructor(private readonly size: number) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | null>(size).fill(null);
  }

  get(key: K): V | undefined {
    // Newest first: the state just made is the one asked about next.
    for (let k = 0, i = this.newest; k < this.size; k++, i = i === 0 ? this.size - 1 : i - 1)
      if (this.keys[i] === key) return this.values[i] ?? undefined;
    return undefined;
  }

  set(key: K, value: V): void {
    for (let i = 0; i < this.size; i++)
      if (this.keys[i] === key) {
        this.values[i] = value;
        return;
      }
    this.add(key, value);
  }

  /** `set` for a key known to be absent (`get` just missed it): no scan. */
  add(key: K, value: V): void {
    this.newest = this.newest === this.size - 1 ? 0 : this.newest + 1;
    this.keys[this.newest] = key;
    this.values[this.newest] = value;
  }
}
