// Reads the product's translation files so the browser tests expect the real wording of each language.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../packages/i18n/locales');

type TTree = { [key: string]: string | TTree };

export function text(locale: 'fr' | 'en' | 'nl', namespace: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as TTree;
  let node: string | TTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`Missing translation ${locale}:${namespace}:${key}`);
  return node;
}
