// The results of a pure function kept by their input, up to a bound (the oldest goes first): the process's
// caches (CB58 payloads, string formats, chain model texts, the UTXO texts of getUTXOs pages) keep what they
// computed here.
export class KeptResults<K, V> {
  private readonly results = new Map<K, V>();

  constructor(private readonly bound: number) {}

  /** The result kept for `input`, or `compute`'s, then kept (one that throws keeps nothing). */
  get(input: K, compute: () => V): V {
    if (this.results.has(input)) return this.results.get(input)!;
    const result = compute();
    if (this.results.size >= this.bound) this.results.delete(this.results.keys().next().value!);
    this.results.set(input, result);
    return result;
  }
}
