// Prisma CLI configuration (Prisma 7): schema and migrations locations, database URL from the environment.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx src/cli/seed.ts' },
  // Only `prisma migrate`/`prisma db` read this (they need internet here); generate and the app do not.
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/praxiform' },
});
