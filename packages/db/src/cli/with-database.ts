// Runs a CLI task on DATABASE_URL, or on the embedded server under <repo>/.data/postgres when it is unset.
import { resolveDatabaseUrl } from '../embedded.ts';
import { DEFAULT_EMBEDDED_DATA_DIR } from '../paths.ts';

export async function withDatabase(task: (url: string) => Promise<void>): Promise<void> {
  const database = await resolveDatabaseUrl({ dataDir: DEFAULT_EMBEDDED_DATA_DIR });
  console.log(database.embedded ? `Embedded PostgreSQL (${DEFAULT_EMBEDDED_DATA_DIR})` : 'Database: DATABASE_URL');
  try {
    await task(database.url);
  } finally {
    await database.stop();
  }
}

export function runCli(task: () => Promise<void>): void {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
