// `pnpm db:seed`: migrates, then adds the demo data unless it is already there.
import { createPrismaClient } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { seedDemoData } from '../seed/index.ts';
import { printLogins } from './print-logins.ts';
import { runCli, withDatabase } from './with-database.ts';

runCli(() =>
  withDatabase(async (url) => {
    await applyMigrations(url, { log: console.log });
    const prisma = createPrismaClient(url);
    try {
      printLogins(await seedDemoData(prisma));
    } finally {
      await prisma.$disconnect();
    }
  }),
);
