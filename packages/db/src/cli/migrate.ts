// `pnpm db:migrate`: applies the committed migrations that are not applied yet.
import { applyMigrations } from '../migrate.ts';
import { runCli, withDatabase } from './with-database.ts';

runCli(() =>
  withDatabase(async (url) => {
    const result = await applyMigrations(url, { log: console.log });
    console.log(result.applied.length ? `Applied ${result.applied.length} migration(s).` : 'Database already up to date.');
  }),
);
