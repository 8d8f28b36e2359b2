// "Did you mean …?" for a name an analyst typed: the known name fewest edits away, when it is close
// enough to be a slip (a third of the longer name's letters at most) rather than another word.

/** Edit distance (optimal string alignment): insertions, deletions, substitutions and swaps of two neighbours turning `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name closest to `typed`, or undefined when none is a likely slip. */
export function closestName(typed: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const distance = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(Math.max(typed.length, best.length) / 3)) ? best : undefined;
}

/** ` (did you mean 'x'?)`, or nothing. */
export function didYouMean(typed: string, known: Iterable<string>): string {
  const name = closestName(typed, known);
  return name === undefined ? '' : ` (did you mean '${name}'?)`;
}
