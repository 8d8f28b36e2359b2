// Merges message objects: area files of one language, then edition overrides on top.
export type Messages = { [key: string]: string | Messages };

export function deepMerge(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return out;
}
