// Pinyin forms of a Chinese title for the menu search (full pinyin and initials), loaded lazily so only
// Chinese users who turn the search on download pinyin-pro.
type PinyinFn = (text: string, options: { toneType: 'none'; type: 'array'; pattern?: 'first' }) => string[];

let pinyinFn: PinyinFn | null = null;

export async function loadPinyin(): Promise<void> {
  if (pinyinFn) return;
  const mod = await import('pinyin-pro');
  pinyinFn = mod.pinyin as unknown as PinyinFn;
}

export function pinyinTexts(text: string): string[] {
  if (!pinyinFn || !/[\u4e00-\u9fff]/.test(text)) return [];
  const full = pinyinFn(text, { toneType: 'none', type: 'array' });
  const initials = pinyinFn(text, { toneType: 'none', type: 'array', pattern: 'first' });
  return [full.join(''), full.join(' '), initials.join('')];
}
