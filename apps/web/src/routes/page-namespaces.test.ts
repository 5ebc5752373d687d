// Each lazy page (features' pages.ts, routes/lazy-page.ts) lists the translation namespaces its modules use beyond the
// shell's: a text of a namespace that is not loaded shows as its raw key when read with a prefix (t('auth:…')), which
// Suspense does not catch. The modules a page imports are read statically, as the bundler sees them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@praxiform/i18n';
import { GUEST_SHELL_NAMESPACES, SHELL_NAMESPACES } from '../lib/i18n-namespaces';

const SRC = path.resolve(import.meta.dirname, '..');
const PREFIXED_KEY = new RegExp(`[\`'"](${NAMESPACES.join('|')}):`, 'g');

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base];
  return candidates.find((file) => existsSync(file) && /\.tsx?$/.test(file)) ?? null;
}

/** Namespaces used by a module and every module it imports (relative imports, static or dynamic, not type-only). */
function namespacesUsedFrom(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, list, single] of source.matchAll(/useTranslation\(\s*(?:\[([^\]]*)\]|'(\w+)')?/g)) {
      if (list !== undefined) for (const [, name] of list.matchAll(/'(\w+)'/g)) used.add(name ?? '');
      else used.add(single ?? 'common');
    }
    for (const [, name] of source.matchAll(PREFIXED_KEY)) used.add(name ?? '');
    const imports = [
      ...[...source.matchAll(/^(import|export)\s(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gms)].map((match) => match[2]),
      ...[...source.matchAll(/import\('(\.[^']+)'\)/g)].map((match) => match[1]),
    ];
    for (const specifier of imports) {
      const resolved = specifier && resolveImport(file, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return used;
}

type TLazyPage = { file: string; module: string; declared: string[] };

/** The text of a call's arguments, from the parenthesis after `start` to its matching one. */
function argumentsAt(source: string, start: number): string {
  let depth = 0;
  for (let index = source.indexOf('(', start); index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && --depth === 0) return source.slice(source.indexOf('(', start) + 1, index);
  }
  throw new Error('Unbalanced parentheses');
}

/** Every `lazyPage(() => import('./x')…, ['ns', …])` of the features' pages.ts (and guest-pages.ts) files. */
function lazyPages(): TLazyPage[] {
  const pages: TLazyPage[] = [];
  const featuresDir = path.join(SRC, 'features');
  const registries = readdirSync(featuresDir).flatMap((feature) =>
    ['pages.ts', 'guest-pages.ts'].map((name) => path.join(featuresDir, feature, name)),
  );
  for (const file of registries) {
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\blazyPage\(/g)) {
      const args = argumentsAt(source, call.index);
      const specifier = /import\('(\.[^']+)'\)/.exec(args)?.[1];
      const module = specifier && resolveImport(file, specifier);
      if (!module) throw new Error(`${file}: no page module in lazyPage(${args})`);
      const list = /,\s*\[([^\]]*)\]\s*,?\s*$/.exec(args)?.[1] ?? '';
      pages.push({ file, module, declared: [...list.matchAll(/'(\w+)'/g)].map((name) => name[1] ?? '') });
    }
  }
  return pages;
}

describe('lazy pages and their translations', () => {
  const pages = lazyPages();

  it('finds the lazy pages of the features', () => {
    const modules = pages.map((page) => path.relative(SRC, page.module));
    expect(modules).toEqual(
      expect.arrayContaining(['features/auth/sign-in/login-page.tsx', 'features/builder/builder-page.tsx', 'features/public/landing-page.tsx']),
    );
  });

  it.each(lazyPages().map((page) => [path.relative(SRC, page.module), page] as const))('%s lists the namespaces it uses', (_, page) => {
    const needed = [...namespacesUsedFrom(page.module)].filter((name) => !(SHELL_NAMESPACES as readonly string[]).includes(name));
    expect(needed.filter((name) => !page.declared.includes(name)).sort(), `${path.relative(SRC, page.file)}: missing namespaces`).toEqual([]);
    for (const name of page.declared) expect(NAMESPACES, `${name} is a namespace`).toContain(name);
  });

  // The guest entry (guest-main.tsx) loads fewer namespaces before its first render than the SPA's shell.
  const GUEST_PAGE_MODULES = /^features\/(public\/|auth\/(sign-in\/login|register\/register|password\/(forgot|reset)-password)-page\.tsx$)/;
  it.each(
    lazyPages().flatMap((page) =>
      GUEST_PAGE_MODULES.test(path.relative(SRC, page.module)) ? [[path.relative(SRC, page.module), page] as const] : [],
    ),
  )('the guest page %s lists the namespaces it uses beyond the guest shell’s', (_, page) => {
    const needed = [...namespacesUsedFrom(page.module)].filter((name) => !(GUEST_SHELL_NAMESPACES as readonly string[]).includes(name));
    expect(needed.filter((name) => !page.declared.includes(name)).sort(), `${path.relative(SRC, page.file)}: missing namespaces`).toEqual([]);
  });
});
