// The import graph of the SPA, read from the sources (plain fs + regex, like packages/api/src/architecture.test.ts):
// features -> components -> lib, never the other way (components and lib never import a feature, lib never imports
// a component); a feature never reaches into another feature (what two features share moves to components/ or lib/);
// the server's types (`@praxiform/api`) enter only through lib/api-types.ts; and react-hook-form only through the one
// form kit, components/forms/form-kit.ts. See docs/architecture.md.
// A new import that breaks one of these fails here, with the offending import lines in the message.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(SRC, 'features');
const COMPONENTS = path.join(SRC, 'components');
const LIB = path.join(SRC, 'lib');
const API_TYPES = path.join(LIB, 'api-types.ts');
const FORM_KIT = path.join(COMPONENTS, 'forms', 'form-kit.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `import ... from '...'`, `export ... from '...'` (over several lines too), `import '...'` and lazy `import('...')`.
const IMPORT = /\bfrom\s+'([^']+)'|\bimport\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

type TImport = {
  /** The importing file, relative to apps/web/src. */
  file: string;
  /** 1-based line of the import's specifier. */
  line: number;
  /** The specifier as written. */
  spec: string;
  /** For a relative specifier, the absolute path it points to; null for a package. */
  target: string | null;
};

function imports(file: string): TImport[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const spec = match[1] ?? match[2] ?? match[3] ?? '';
    const line = text.slice(0, (match.index ?? 0) + match[0].length).split('\n').length;
    const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
    return { file: path.relative(SRC, file), line, spec, target };
  });
}

const ALL = sourceFiles(SRC).flatMap(imports);

function isUnder(root: string, target: string | null): boolean {
  if (target === null) return false;
  const relative = path.relative(root, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The feature folder (`features/<name>/...`) a path lies in, or null. */
function featureOf(target: string): string | null {
  if (!isUnder(FEATURES, target)) return null;
  return path.relative(FEATURES, target).split(path.sep)[0] ?? null;
}

const show = (found: TImport): string => `${found.file}:${found.line} imports '${found.spec}'`;

/** The import lines, under `from`, whose target breaks `rule` (listed in the failure message). */
function offending(from: string, rule: (found: TImport) => boolean): string[] {
  return ALL.filter((found) => isUnder(from, path.join(SRC, found.file)) && rule(found)).map(show);
}

describe('import graph of apps/web/src', () => {
  it('reads the imports (a broken regex would pass every rule vacuously)', () => {
    expect(ALL.filter((found) => isUnder(FEATURES, found.target)).length).toBeGreaterThan(50);
    expect(ALL.filter((found) => isUnder(COMPONENTS, found.target)).length).toBeGreaterThan(50);
    expect(ALL.filter((found) => isUnder(LIB, found.target)).length).toBeGreaterThan(50);
  });

  it('keeps components/ below features/: no component imports a feature', () => {
    expect(offending(COMPONENTS, (found) => isUnder(FEATURES, found.target))).toEqual([]);
  });

  it('keeps lib/ at the bottom: lib imports neither a feature nor a component', () => {
    expect(offending(LIB, (found) => isUnder(FEATURES, found.target) || isUnder(COMPONENTS, found.target))).toEqual([]);
  });

  it('keeps each feature to itself: features/<a> never imports features/<b>', () => {
    const crossing = offending(FEATURES, (found) => {
      if (found.target === null) return false;
      const to = featureOf(found.target);
      return to !== null && to !== featureOf(path.join(SRC, found.file));
    });
    expect(crossing).toEqual([]);
  });

  it("takes the server's types only through lib/api-types.ts", () => {
    const direct = ALL.filter((found) => found.spec.startsWith('@praxiform/api') && path.join(SRC, found.file) !== API_TYPES).map(show);
    expect(direct).toEqual([]);
  });

  it('has one form kit: react-hook-form and its resolvers are used only through components/forms/form-kit.ts', () => {
    const direct = ALL.filter((found) => /^(react-hook-form|@hookform\/)/.test(found.spec) && path.join(SRC, found.file) !== FORM_KIT).map(show);
    expect(direct).toEqual([]);
    expect(ALL.filter((found) => found.target === FORM_KIT.replace(/\.ts$/, '')).length, 'the forms use the kit').toBeGreaterThan(10);
  });
});
