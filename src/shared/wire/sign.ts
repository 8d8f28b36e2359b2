// The request signature of SPEC §7: lowercased names of non-null fields, sorted, joined as
// name=value with &, the secret appended, SHA-1, base64. It is an integrity check, not
// authentication (the secret ships in the client); the session token is what authenticates.
import { sha1, toBase64 } from './sha1';

/** Signed on every call unless F9_SIGN_SECRET says otherwise (documented in the README). */
export const DEFAULT_SIGN_SECRET = 'F9-portal-sign-2026';

/** The query parameter that carries the signature; it is never part of what is signed. */
export const HASH_PARAM = 'hash';

export type SignableValue = string | number | boolean | null | undefined;
export type SignableFields = Record<string, SignableValue>;

/** A signed field: its name lowercased, its value as text. */
export type SignedPair = [name: string, value: string];

/** The pair of a field, or null when it is not signed (null, undefined, the hash itself). */
export function signedPair(name: string, value: SignableValue): SignedPair | null {
  if (value === null || value === undefined) return null;
  const lower = name.toLowerCase();
  return lower === HASH_PARAM ? null : [lower, String(value)];
}

/** The canonical string of the pairs (sorted in place): name=value joined with &. */
export function joinPairs(pairs: SignedPair[]): string {
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  let text = '';
  for (let i = 0; i < pairs.length; i++) text += `${i === 0 ? '' : '&'}${pairs[i][0]}=${pairs[i][1]}`;
  return text;
}

/** The canonical string, before the secret: exposed so the README example and tests can show it. */
export function canonicalString(...sources: SignableFields[]): string {
  const pairs: SignedPair[] = [];
  for (const fields of sources) {
    for (const [name, value] of Object.entries(fields)) {
      const pair = signedPair(name, value);
      if (pair) pairs.push(pair);
    }
  }
  return joinPairs(pairs);
}

/** The hash sent as ?hash=: base64(SHA-1(canonical + secret)). */
export function signFields(secret: string, ...sources: SignableFields[]): string {
  return toBase64(sha1(canonicalString(...sources) + secret));
}
