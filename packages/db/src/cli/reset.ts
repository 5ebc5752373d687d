// `pnpm db:reset`: drops every table of the public schema, migrates from scratch and seeds. Refused in production.
import pg from 'pg';
import { createPrismaClient } from '../client.ts';
import { readDbEnv } from '../env.ts';
import { applyMigrations } from '../migrate.ts';
import { seedDemoData } from '../seed/index.ts';
import { printLogins } from './print-logins.ts';
import { runCli, withDatabase } from './with-database.ts';

runCli(async () => {
  if (readDbEnv().NODE_ENV === 'production' && !process.argv.includes('--force')) {
    throw new Error('Refusing to reset a production database (pass --force if you really mean it).');
  }
  await withDatabase(async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    } finally {
      await client.end();
    }
    await applyMigrations(url, { log: console.log });
    const prisma = createPrismaClient(url);
    try {
      printLogins(await seedDemoData(prisma));
    } finally {
      await prisma.$disconnect();
    }
  });
});
