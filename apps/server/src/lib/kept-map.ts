/**
 * A map that keeps at most `max` entries: setting a new key when full drops the one set longest ago. For memos of
 * pure functions of a key (a query's words, their lexemes), where a bound matters and recency barely does.
 */
export class KeptMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}
