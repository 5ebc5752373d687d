// Every key of the French source exists in English and Dutch, and no language has keys French lacks.
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './index';

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') {
    out.set(prefix, tree);
    return out;
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  for (const ns of NAMESPACES) {
    const fr = flatten(resources.fr[ns]);
    for (const lang of ['en', 'nl'] as const) {
      it(`${lang}/${ns}.json has exactly the keys of fr/${ns}.json`, () => {
        const other = flatten(resources[lang][ns]);
        expect(
          [...other.keys()].filter((k) => !fr.has(k)),
          `keys only in ${lang}`,
        ).toEqual([]);
        expect(
          [...fr.keys()].filter((k) => !other.has(k)),
          `keys missing in ${lang}`,
        ).toEqual([]);
      });
      it(`${lang}/${ns}.json uses the same {{placeholders}} and no empty strings`, () => {
        const other = flatten(resources[lang][ns]);
        for (const [key, text] of fr) {
          const translated = other.get(key);
          if (translated === undefined) continue;
          expect(translated.trim(), `${lang}:${ns}:${key} is empty`).not.toBe('');
          expect(placeholders(translated), `${lang}:${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }
});
