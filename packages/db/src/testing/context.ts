// What the Vitest global set-up hands to test files (via provide/inject).
export type TestDatabaseContext = {
  /** URL of a maintenance database on the test server, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** Migrated database that every test file's database is copied from. */
  templateDatabase: string;
  /** Prefix of every database this run creates, so teardown can drop them all. */
  runPrefix: string;
};

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    praxiformDb: TestDatabaseContext;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
