// Public API of @praxiform/db: the client factory, generated types and enums, migrations, embedded server, passwords, seed.
// PrismaClient, Prisma, the model types (User, Template, ...) and the enums (UserRole, TemplateType, ...).
export * from './generated/prisma/client.ts';
export { createPrismaClient, onStatement, queryOf, sqlOf, type CreatePrismaClientOptions, type TQuery, type TSql } from './client.ts';
export { applyMigrations, type ApplyMigrationsOptions, type ApplyMigrationsResult } from './migrate.ts';
export { MIGRATIONS_DIR, SCHEMA_PATH, DEFAULT_EMBEDDED_DATA_DIR, findMigrationsDir } from './paths.ts';
export {
  startEmbeddedPostgres,
  resolveDatabaseUrl,
  type EmbeddedPostgresHandle,
  type ResolvedDatabase,
  type StartEmbeddedOptions,
} from './embedded.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { generateToken, hashToken } from './tokens.ts';
export { syncValidatedInstruments, prismaQueryable, INSTRUMENTS_CREATOR_NAME, type TQueryable } from './validated-instruments.ts';
export { seedDemoData, DEMO_LOGINS, type DemoLogin } from './seed/index.ts';
