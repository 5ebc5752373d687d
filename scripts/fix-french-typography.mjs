#!/usr/bin/env node
// French typography of the fr translations (docs/product.md#terms): a no-break space (U+00A0) before ? ! : ; and
// inside « », inserted where missing, a plain space or a run of spaces turned into one. A narrow no-break space
// (U+202F) already before ? ! ; is kept. Only string values change (keys and layout stay as they are), and never
// inside {{interpolations}}, $t(…) nestings, HTML tags and entities, URLs, or a colon followed by a letter or digit
// (10:30, https:, mailto:). Idempotent: a second run changes nothing. Run by hand, not in CI:
//   node scripts/fix-french-typography.mjs            every packages/i18n/locales/fr/*.json
//   node scripts/fix-french-typography.mjs FILE…      only these files
//   add --check to change nothing and exit 1 when a file would change
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const SPACES = new Set([' ', NBSP, NNBSP]);
/** Spans the rule never touches, in the order they are tried. */
const PROTECTED = /\{\{.*?\}\}|\$t\([^)]*\)|<[^<>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);|(?:https?|ftp):\/\/\S+|mailto:\S+|www\.\S+/gi;

/** For each index of `text`, whether it lies inside a protected span. */
function protectedMask(text) {
  const mask = new Array(text.length).fill(false);
  for (const match of text.matchAll(PROTECTED)) mask.fill(true, match.index, match.index + match[0].length);
  return mask;
}

/** The text with French typography applied (see the header). */
export function fixFrenchTypography(text) {
  let out = text;
  let i = 0;
  // The mask is recomputed after each change, as insertions shift the indices.
  let mask = protectedMask(out);
  const replace = (start, end, insert) => {
    out = out.slice(0, start) + insert + out.slice(end);
    mask = protectedMask(out);
  };
  while (i < out.length) {
    const char = out[i];
    if (mask[i]) {
      i += 1;
      continue;
    }
    if ('?!:;'.includes(char)) {
      const next = out[i + 1] ?? '';
      // A colon or semicolon glued to the next word is no punctuation (10:30, a;b).
      const glued = (char === ':' || char === ';') && /[\p{L}\p{N}/]/u.test(next);
      let start = i;
      while (start > 0 && SPACES.has(out[start - 1]) && !mask[start - 1]) start -= 1;
      const before = out[start - 1];
      // Nothing to space from: the start of the text or of a line, an opening bracket, or the first of "?!".
      const opening = start === 0 || before === '\n' || '([?!'.includes(before);
      if (!glued && !opening) {
        const run = out.slice(start, i);
        const kept = run === NBSP || (run === NNBSP && char !== ':');
        if (!kept) {
          replace(start, i, NBSP);
          i = start + 1;
        }
      }
    } else if (char === '«') {
      let end = i + 1;
      while (end < out.length && SPACES.has(out[end])) end += 1;
      if (end < out.length && out[end] !== '\n' && out.slice(i + 1, end) !== NBSP) replace(i + 1, end, NBSP);
    } else if (char === '»') {
      let start = i;
      while (start > 0 && SPACES.has(out[start - 1]) && !mask[start - 1]) start -= 1;
      if (start > 0 && out[start - 1] !== '\n' && out.slice(start, i) !== NBSP) {
        replace(start, i, NBSP);
        i = start + 1;
      }
    }
    i += 1;
  }
  return out;
}

/** A JSON file's text with every string value fixed; keys, order, indentation and escapes elsewhere untouched. */
export function fixJsonText(json) {
  let changed = 0;
  const text = json.replace(/"(?:[^"\\]|\\.)*"(?=(\s*:)?)/g, (literal, keyColon) => {
    if (keyColon) return literal;
    const value = JSON.parse(literal);
    const fixed = fixFrenchTypography(value);
    if (fixed === value) return literal;
    changed += 1;
    return JSON.stringify(fixed);
  });
  return { text, changed };
}

function main(args) {
  const check = args.includes('--check');
  const given = args.filter((arg) => arg !== '--check');
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const frDir = path.join(root, 'packages/i18n/locales/fr');
  const files =
    given.length > 0
      ? given
      : readdirSync(frDir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => path.join(frDir, name));
  let pending = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const { text, changed } = fixJsonText(before);
    if (changed === 0) continue;
    pending += 1;
    if (!check) writeFileSync(file, text);
    console.log(`${check ? 'would fix' : 'fixed'} ${changed} value(s) in ${path.relative(process.cwd(), file)}`);
  }
  if (pending === 0) console.log('French typography already right in every file.');
  if (check && pending > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
