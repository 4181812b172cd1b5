// "Did you mean …?" for a mistyped name: the known name closest to it, when it is close enough to be the intended one.

/** Edits (insert, delete, replace, swap two neighbours) between two strings. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** ` (did you mean "x"?)` for the known name nearest `given` within a third of its length (at least 1, at most 3 edits), else ''. */
export function didYouMean(given: string, known: readonly string[]): string {
  const limit = Math.min(3, Math.max(1, Math.floor(given.length / 3)));
  let best: { name: string; d: number } | null = null;
  for (const name of known) {
    const d = distance(given.toLowerCase(), name.toLowerCase());
    if (d <= limit && (!best || d < best.d)) best = { name, d };
  }
  return best && best.name !== given ? ` (did you mean ${JSON.stringify(best.name)}?)` : '';
}
