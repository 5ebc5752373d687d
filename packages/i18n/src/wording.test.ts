// The wording rules of docs/product.md#terms: French typography in every fr file, one term per concept (a screen
// has the same name in the menu, its tab title and its heading; the synonyms the glossary rejects are gone), and
// scripts/fix-french-typography.mjs, which fixes the typography, on the cases it must leave alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type TLocale } from '@praxiform/domain';
import { resources } from './index';

const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));
const SCRIPT = fileURLToPath(new URL('../../../scripts/fix-french-typography.mjs', import.meta.url));
const NBSP = '\u00a0';
const NNBSP = '\u202f';

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

function localeFiles(locale: TLocale): string[] {
  return readdirSync(path.join(LOCALES_DIR, locale))
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function fileStrings(locale: TLocale, file: string): [string, string][] {
  return strings(JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')));
}

/** Interpolations, nestings, HTML tags and entities, URLs: the typography rule does not apply inside them. */
const PROTECTED = /\{\{.*?\}\}|\$t\([^)]*\)|<[^<>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);|(?:https?|ftp):\/\/\S+|mailto:\S+|www\.\S+/gi;

/** Where `text` breaks the French rule, each as the offending passage; empty when it is right. */
function typographyFaults(text: string): string[] {
  // A protected span becomes one neutral letter: what stands before or after it still counts.
  const plain = text.replace(PROTECTED, 'x');
  const faults: string[] = [];
  const around = (index: number) => plain.slice(Math.max(0, index - 12), index + 3);
  for (const match of plain.matchAll(/[?!:;]/g)) {
    const index = match.index;
    const mark = match[0];
    const before = plain[index - 1];
    if (before === undefined || before === '\n' || '([?!'.includes(before)) continue;
    // 10:30, a;b: glued to the next letter or digit, no punctuation.
    if ((mark === ':' || mark === ';') && /[\p{L}\p{N}/]/u.test(plain[index + 1] ?? '')) continue;
    const spaced = before === NBSP || (before === NNBSP && mark !== ':');
    const doubled = [' ', NBSP, NNBSP].includes(plain[index - 2] ?? '');
    if (!spaced || doubled) faults.push(around(index));
  }
  for (const match of plain.matchAll(/«/g)) {
    if (plain[match.index + 1] !== NBSP || plain[match.index + 2] === ' ') faults.push(around(match.index + 1));
  }
  for (const match of plain.matchAll(/»/g)) {
    if (plain[match.index - 1] !== NBSP || plain[match.index - 2] === ' ') faults.push(around(match.index));
  }
  return faults;
}

describe('French typography', () => {
  it('the checker refuses a plain space or none before ? ! : ; and « » without no-break spaces, and accepts the exceptions', () => {
    for (const wrong of ['Langue : fr', 'Langue: fr', 'Vraiment ?', 'Oui!', 'a ; b', '« nom »', `«${NBSP}nom»`, `a${NNBSP}: b`, `a ${NBSP}? b`]) {
      expect(typographyFaults(wrong), wrong).not.toEqual([]);
    }
    for (const right of [
      `Langue${NBSP}: {{language}}`,
      `Vraiment${NBSP}?!`,
      `Oui${NNBSP}!`,
      `«${NBSP}{{name}}${NBSP}»`,
      'À 10:30',
      'https://praxiform.fr/?q=1',
      'mailto:dpo@praxiform.fr',
      '{{a}}/{{b}}',
      '&amp; co',
      '(?)',
    ]) {
      expect(typographyFaults(right), right).toEqual([]);
    }
  });

  const files = localeFiles('fr');
  it('reads every fr file, the pending ones included', () => {
    expect(files).toEqual(expect.arrayContaining(['common.json', 'templates.json', 'mail.json', 'legal.json']));
  });
  for (const file of files) {
    it(`fr/${file}: a no-break space before ? ! : ; and inside « »`, () => {
      const faults = fileStrings('fr', file).flatMap(([key, text]) => typographyFaults(text).map((at) => `${key}: …${at}…`));
      expect(faults, 'run node scripts/fix-french-typography.mjs').toEqual([]);
    });
  }
});

describe('scripts/fix-french-typography.mjs', () => {
  it('fixes string values only, leaves the exceptions alone, and changes nothing on a second run', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'typography-'));
    const file = path.join(dir, 'sample.json');
    const source = {
      'Clé : avec deux-points ?': 'Langue : {{language}}',
      nested: {
        glued: 'Score: {{score}} / {{max}}',
        quoted: '«{{name}}» a été ajouté !',
        doubled: 'Vraiment  ?!',
        narrow: `Oui${NNBSP}!`,
        url: 'Voir https://praxiform.fr/a?b=1 : la page',
        time: 'Ouvert de 10:30 à 12:00 ; fermé le lundi',
        html: '<strong>{{email}}</strong>: vérifiez &amp; confirmez',
      },
      list: ['Et ensuite ?'],
    };
    writeFileSync(file, `${JSON.stringify(source, null, 2)}\n`);
    const run = () => execFileSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
    run();
    const once = readFileSync(file, 'utf8');
    expect(JSON.parse(once)).toEqual({
      'Clé : avec deux-points ?': `Langue${NBSP}: {{language}}`,
      nested: {
        glued: `Score${NBSP}: {{score}} / {{max}}`,
        quoted: `«${NBSP}{{name}}${NBSP}» a été ajouté${NBSP}!`,
        doubled: `Vraiment${NBSP}?!`,
        narrow: `Oui${NNBSP}!`,
        url: `Voir https://praxiform.fr/a?b=1${NBSP}: la page`,
        time: `Ouvert de 10:30 à 12:00${NBSP}; fermé le lundi`,
        html: `<strong>{{email}}</strong>${NBSP}: vérifiez &amp; confirmez`,
      },
      list: [`Et ensuite${NBSP}?`],
    });
    expect(once.split('\n')).toHaveLength(`${JSON.stringify(source, null, 2)}\n`.split('\n').length);
    expect(strings(JSON.parse(once)).flatMap(([, text]) => typographyFaults(text))).toEqual([]);
    expect(run()).toContain('already right');
    expect(readFileSync(file, 'utf8')).toBe(once);
  });
});

/** Words the glossary (docs/product.md#terms) replaced: another name for a template, the market or a patient file. */
const REJECTED: Record<TLocale, RegExp[]> = {
  fr: [
    /\bmes formulaires\b/i,
    /\bformulaires? (?:privée?s?|publics?)\b/i,
    /\bmarché des formulaires\b/i,
    /\bformulaires? d’attente\b/i,
    /\bfiches?\b/i,
  ],
  en: [/\bmy forms\b/i, /\b(?:private|public) forms?\b/i, /\bform market\b/i, /\bpatient records?\b/i],
  nl: [/\bmijn formulieren\b/i, /privéformulier/i, /\bopenba(?:ar|re) formulier/i, /formulierenmarkt/i, /patiëntdossier/i],
};

function text(locale: TLocale, ns: 'common' | 'templates' | 'builder' | 'market' | 'submissions', key: string): string {
  const found = strings(resources[locale][ns]).find(([k]) => k === key);
  if (!found) throw new Error(`${locale}/${ns}.json has no ${key}`);
  return found[1];
}

describe('one term per concept', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a screen has one name in the menu, its tab title, its heading and the links back to it`, () => {
      const page = (name: string) => text(locale, 'common', `pages.${name}`);
      const pairs: [string, string, string][] = [
        ['nav.templates', text(locale, 'common', 'nav.templates'), page('Templates')],
        ['templates list title', text(locale, 'templates', 'list.title'), page('Templates')],
        ['builder link back to the templates', text(locale, 'builder', 'builder.backToTemplates'), page('Templates')],
        ['nav.market', text(locale, 'common', 'nav.market'), page('Market')],
        ['market title', text(locale, 'market', 'page.title'), page('Market')],
        ['builder link back to the market', text(locale, 'builder', 'builder.backToMarket'), page('Market')],
        ['nav.cabinet', text(locale, 'common', 'nav.cabinet'), page('Cabinet')],
        ['nav.waitingRoom', text(locale, 'common', 'nav.waitingRoom'), page('PendingForms')],
        ['nav.patients', text(locale, 'common', 'nav.patients'), page('Dashboard')],
        ['waiting-room form button', text(locale, 'submissions', 'waitingRoom.new'), page('CreatePendingForm')],
      ];
      for (const [mode, create, edit] of [
        ['template', 'CreateTemplate', 'EditTemplate'],
        ['public', 'CreatePublicTemplate', 'EditPublicTemplate'],
        ['form', 'CreateForm', 'EditForm'],
      ] as const) {
        pairs.push([`builder heading ${mode}.create`, text(locale, 'builder', `builder.headings.${mode}.create`), page(create)]);
        pairs.push([`builder heading ${mode}.edit`, text(locale, 'builder', `builder.headings.${mode}.edit`), page(edit)]);
      }
      // The form mode of the builder (/forms/create) builds a private template, like /templates/create.
      pairs.push(['CreateForm', page('CreateForm'), page('CreateTemplate')]);
      pairs.push(['EditForm', page('EditForm'), page('EditTemplate')]);
      const mismatches = pairs.filter(([, a, b]) => a !== b).map(([what, a, b]) => `${what}: "${a}" ≠ "${b}"`);
      expect(mismatches).toEqual([]);
    });

    it(`${locale}: no synonym the glossary rejects`, () => {
      const found = localeFiles(locale).flatMap((file) =>
        fileStrings(locale, file)
          .filter(([, value]) => REJECTED[locale].some((word) => word.test(value)))
          .map(([key, value]) => `${file} ${key}: ${value}`),
      );
      expect(found).toEqual([]);
    });
  }
});
