// Every server message is a whole sentence in every language: rendered with a sample value for each
// placeholder its English text names, no `{` or `}` is left, and no language drops or invents one.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/constants';
import { en } from '../../src/server/i18n/en';
import { translate } from '../../src/server/i18n/translate';
import { ENGINE_MESSAGES, type EngineMessage, engineMessage } from '../../src/server/resources/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const samples = (names: string[]) => Object.fromEntries(names.map((n) => [n, `<${n}>`]));

describe('server messages', () => {
  it('fills every placeholder of every catalogue key in every language', () => {
    const left: string[] = [];
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(en)) {
        const rendered = translate(language, key, samples(placeholders(text)));
        if (/[{}]/.test(rendered)) left.push(`${language} ${key}: ${rendered}`);
      }
      for (const [key, text] of Object.entries(ENGINE_MESSAGES.en)) {
        const rendered = engineMessage(language, key as EngineMessage, samples(placeholders(text)));
        if (/[{}]/.test(rendered)) left.push(`${language} engine ${key}: ${rendered}`);
      }
    }
    expect(left).toEqual([]);
  });

  it('uses in every language exactly the placeholders of the English text', () => {
    const differing: string[] = [];
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(en)) {
        const values = samples(placeholders(text));
        const shown = Object.values(values).filter((v) => translate(language, key, values).includes(v));
        if (shown.length !== placeholders(text).length) differing.push(`${language} ${key}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
