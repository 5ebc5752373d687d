// The import graph of the API package, read from the sources (plain fs + regex): service folders import each other
// without a cycle, a router folder never reaches into another one (shared input schemas live in packages/domain,
// shared outputs in services or routers/outputs.ts), and services never import routers. A new import that breaks one
// of these fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const SERVICES = path.join(SRC, 'services');
const ROUTERS = path.join(SRC, 'routers');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// `import ... from '...'` and `export ... from '...'`, over several lines too; comments hold no such text here.
const FROM = /\bfrom\s+'([^']+)'/g;

/** The files a source file imports by relative path, resolved to absolute paths (packages are left out). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(FROM)]
    .map((match) => match[1] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.resolve(path.dirname(file), spec));
}

/** The first folder under `root` that `target` lies in, or null when it is not below root (or is a file directly in it). */
function folderUnder(root: string, target: string): string | null {
  const relative = path.relative(root, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** Every edge between two different folders under `root`, with the file that makes it. */
function folderEdges(root: string): { from: string; to: string; file: string }[] {
  return sourceFiles(root).flatMap((file) => {
    const from = folderUnder(root, file);
    if (from === null) return [];
    return relativeImports(file).flatMap((target) => {
      const to = folderUnder(root, target);
      return to !== null && to !== from ? [{ from, to, file: path.relative(SRC, file) }] : [];
    });
  });
}

/** One cycle of the graph as the folders along it (`[a, b, a]`), or null when there is none (depth-first search). */
function findCycle(edges: { from: string; to: string }[]): string[] | null {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (stack.includes(node)) return [...stack.slice(stack.indexOf(node)), node];
    if (done.has(node)) return null;
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to);
      if (cycle) return cycle;
    }
    stack.pop();
    done.add(node);
    return null;
  };
  for (const node of next.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

const ARCHITECTURE_DOC = path.resolve(SRC, '../../../docs/architecture.md');

/**
 * The service layers docs/architecture.md lists under "Import graph": `- <layer>: `folder` (`import`, …), …`, the
 * brackets naming what the folder imports besides shared.
 */
function documentedServiceGraph(): Map<string, { layer: number; imports: string[] }> {
  const text = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const section = text.slice(text.indexOf('**Import graph.**'), text.indexOf('Further rules:'));
  const graph = new Map<string, { layer: number; imports: string[] }>();
  for (const chunk of section.split(/\n {2}- (?=\d+:)/).slice(1)) {
    const layer = Number.parseInt(chunk, 10);
    for (const match of chunk.slice(chunk.indexOf(':') + 1).matchAll(/`([a-z-]+)`(?:\s*\(([^)]*)\))?/g)) {
      const imports = [...(match[2] ?? '').matchAll(/`([a-z-]+)`/g)].map((name) => name[1] ?? '');
      graph.set(match[1] ?? '', { layer, imports: imports.sort() });
    }
  }
  return graph;
}

describe('import graph of packages/api', () => {
  it('has no cycle between the service folders (services/<a> -> services/<b> -> ... -> services/<a>)', () => {
    const edges = folderEdges(SERVICES);
    // The graph is not empty: the reading works (a broken regex would pass vacuously).
    expect(edges.length).toBeGreaterThan(10);
    const cycle = findCycle(edges) ?? [];
    const steps = new Set(cycle.slice(1).map((to, i) => `${cycle[i]} -> ${to}`));
    const culprits = edges.filter(({ from, to }) => steps.has(`${from} -> ${to}`)).map((edge) => `${edge.file} imports services/${edge.to}`);
    expect({ cycle: cycle.join(' -> '), culprits }).toEqual({ cycle: '', culprits: [] });
  });

  it('is the graph docs/architecture.md lists: every service folder, its imports, in a layer above them', () => {
    const documented = documentedServiceGraph();
    const folders = readdirSync(SERVICES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...documented.keys()].sort()).toEqual(folders);
    const edges = folderEdges(SERVICES);
    const actual = Object.fromEntries(
      folders.map((folder) => [folder, [...new Set(edges.filter((e) => e.from === folder && e.to !== 'shared').map((e) => e.to))].sort()]),
    );
    expect(Object.fromEntries(folders.map((folder) => [folder, documented.get(folder)?.imports]))).toEqual(actual);
    const layerOf = (folder: string): number => documented.get(folder)?.layer ?? -1;
    const upward = edges.filter(({ from, to }) => layerOf(to) >= layerOf(from)).map(({ file, to }) => `${file} imports services/${to}`);
    expect(upward).toEqual([]);
  });

  it('keeps each router folder to itself: routers/<a> never imports routers/<b> (root.ts composes them)', () => {
    const crossing = folderEdges(ROUTERS).map((edge) => `${edge.file} imports routers/${edge.to}`);
    expect(sourceFiles(ROUTERS).length).toBeGreaterThan(20);
    expect(crossing).toEqual([]);
  });

  it('keeps services below routers: no service imports a router', () => {
    const upward = sourceFiles(SERVICES).flatMap((file) =>
      relativeImports(file)
        .filter((target) => !path.relative(ROUTERS, target).startsWith('..'))
        .map((target) => `${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    expect(
      findCycle([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
      ]),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle([
        { from: 'a', to: 'b' },
        { from: 'a', to: 'c' },
        { from: 'b', to: 'c' },
      ]),
    ).toBeNull();
  });
});
