// Starts Prisma's WebAssembly schema engine on PGlite (no native binary, no network needed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

export type SchemaEngine = engineModule.SchemaEngine;

let wasmReady = false;

// The tsconfig has no DOM lib, and @types/node 20 does not declare WebAssembly: type the little we use.
type WasmApi = {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, object>) => { exports: Record<string, unknown> };
};
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

function initWasm(): void {
  if (wasmReady) return;
  // The package's entry imports the .wasm file as an ES module (bundler style), which Node cannot load: instantiate it here.
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@prisma/schema-engine-wasm').replace(/schema_engine\.js$/, 'schema_engine_bg.wasm');
  const module = new wasmApi.Module(readFileSync(wasmPath));
  const instance = new wasmApi.Instance(module, { './schema_engine_bg.js': engineModule });
  engineModule.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmReady = true;
}

function newPGlite(): PGlite {
  // The migrations create these extensions, so every PGlite the engine uses must have them.
  return new PGlite({ extensions: { citext, pg_trgm, unaccent } });
}

/**
 * pglite-prisma-adapter's factory, except that every database loads our extensions and is only started when the
 * engine asks for it (a diff from migrations only uses shadow databases).
 */
function pgliteFactory(opened: PGlite[]): SqlMigrationAwareDriverAdapterFactory {
  const open = () => {
    const db = newPGlite();
    opened.push(db);
    return new PrismaPGlite(db);
  };
  let main: PrismaPGlite | undefined;
  return {
    provider: 'postgres',
    adapterName: 'pglite-prisma-adapter',
    connect: () => (main ??= open()).connect(),
    connectToShadowDb: () => open().connect(),
  };
}

export type LoadedEngine = { engine: SchemaEngine; close: () => Promise<void> };

export async function loadSchemaEngine(schemaFiles: [path: string, content: string][]): Promise<LoadedEngine> {
  initWasm();
  const opened: PGlite[] = [];
  const adapter = bindMigrationAwareSqlAdapterFactory(pgliteFactory(opened));
  const engine = await engineModule.SchemaEngine.new({ datamodels: schemaFiles }, () => undefined, adapter);
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.all(opened.filter((db) => !db.closed).map((db) => db.close()));
    },
  };
}
