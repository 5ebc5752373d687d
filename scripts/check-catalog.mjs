// `pnpm lint` (root task lint:workspace, after sherif): every dependency of every package.json takes its version from
// the catalog of pnpm-workspace.yaml (`catalog:`), or is a workspace package (`workspace:*`); every catalog entry is used;
// packages released together (Prisma's, tRPC's, ...) have one version, e.g. the prisma CLI that generates the client and
// the @prisma/client runtime that runs it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const RELEASED_TOGETHER = [
  ['prisma', '@prisma/client', '@prisma/adapter-pg', '@prisma/driver-adapter-utils'],
  ['@trpc/server', '@trpc/client', '@trpc/tanstack-react-query'],
  ['react', 'react-dom'],
  ['tailwindcss', '@tailwindcss/vite'],
];

/** The entries of a top-level block of pnpm-workspace.yaml: `catalog:` maps, `packages:` lists (flat YAML only). */
function yamlBlock(text, key) {
  const lines = text.split('\n');
  const start = lines.indexOf(`${key}:`);
  if (start < 0) return [];
  const entries = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const item = line.replace(/#.*$/, '').trim();
    if (item) entries.push(item);
  }
  return entries;
}

const workspaceYaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const catalog = new Map(
  yamlBlock(workspaceYaml, 'catalog').map((entry) => {
    const [, , name, version] = /^(["']?)(.+?)\1:\s*(.*)$/.exec(entry) ?? [];
    return [name, version.replace(/^["']|["']$/g, '')];
  }),
);
const manifests = ['package.json'];
for (const pattern of yamlBlock(workspaceYaml, 'packages').map((item) => item.replace(/^-\s*/, '').replace(/["']/g, ''))) {
  if (!pattern.endsWith('/*')) throw new Error(`check-catalog.mjs only understands "dir/*" workspace patterns, not ${pattern}`);
  const dir = pattern.slice(0, -2);
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    if (existsSync(path.join(root, dir, name, 'package.json'))) manifests.push(path.join(dir, name, 'package.json'));
  }
}

const problems = [];
const used = new Set();
for (const manifest of manifests) {
  const json = JSON.parse(readFileSync(path.join(root, manifest), 'utf8'));
  for (const section of SECTIONS) {
    for (const [name, spec] of Object.entries(json[section] ?? {})) {
      if (spec.startsWith('workspace:')) continue;
      if (spec !== 'catalog:')
        problems.push(`${manifest}: ${section}.${name} is "${spec}"; use "catalog:" and put the version in pnpm-workspace.yaml`);
      else if (!catalog.has(name)) problems.push(`${manifest}: ${section}.${name} is "catalog:" but the catalog has no ${name}`);
      used.add(name);
    }
  }
}
for (const name of catalog.keys()) if (!used.has(name)) problems.push(`pnpm-workspace.yaml: catalog entry ${name} is used by no package.json`);
for (const group of RELEASED_TOGETHER) {
  const versions = group.filter((name) => catalog.has(name)).map((name) => `${name} ${catalog.get(name)}`);
  const distinct = new Set(versions.map((entry) => entry.split(' ')[1].replace(/^[\^~]/, '')));
  if (distinct.size > 1) problems.push(`pnpm-workspace.yaml: these are released together, give them one version: ${versions.join(', ')}`);
}

if (problems.length > 0) {
  console.error(`Catalog check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Catalog check: ${manifests.length} package.json files, every dependency from the catalog.`);
