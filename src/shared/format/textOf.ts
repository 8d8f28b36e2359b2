// The plain-text fallback every format shares: what a value looks like when a format cannot
// represent it (a non-numeric string under "money" is shown as the string, not hidden or thrown).

/** Text of a primitive value: strings as they are, finite numbers and bigints as digits,
 * ±Infinity as ∞, booleans as true/false; NaN, null, undefined, objects and functions as ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '';
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return '';
}
