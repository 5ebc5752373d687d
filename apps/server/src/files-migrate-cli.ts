// `pnpm files:migrate`: copies the uploaded files of DATA_DIR into the S3 bucket the S3_* variables name, so that a
// deployment can move to S3 (docs/files.md, "Storage"). Safe to run while the server still serves from DATA_DIR and
// again after the switch: it only adds what the bucket lacks, and never removes anything from DATA_DIR.
import { SingleBar } from 'cli-progress';
import { createLocalFileStore, createS3FileStore, StorageError } from '@praxiform/api';
import { createPrismaClient } from '@praxiform/db';
import { EnvError, loadEnv, s3ConfigFrom } from './env';
import { MigrationError, migrateFiles, type TMigrationReport } from './files-migrate';

/** Keys listed per kind of problem: the count says the rest. */
const LISTED_KEYS = 20;
/** Without a terminal (a log, CI), one line per this many files. */
const LINE_EVERY = 100;

async function run(): Promise<number> {
  const env = loadEnv();
  const s3 = s3ConfigFrom(env);
  if (!s3) {
    throw new EnvError(
      'files:migrate copies the files of DATA_DIR into an S3 bucket, and no S3_* variable is set: nothing to migrate to.\n' +
        'Set S3_BUCKET and S3_REGION (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the bucket needs). ' +
        'See the README, "Running on several machines".',
    );
  }
  if (!env.DATABASE_URL) {
    // The rows say which files exist and what their bytes must be. No embedded database is started here: it would
    // contend with a running server for DATA_DIR/postgres.
    throw new EnvError('files:migrate needs DATABASE_URL: the database of the deployment whose files are copied.');
  }
  const from = createLocalFileStore(env.DATA_DIR);
  const to = createS3FileStore(s3);
  try {
    await to.check();
  } catch (error) {
    throw new EnvError(`The bucket cannot be used: ${error instanceof Error ? error.message : String(error)}`);
  }
  const prisma = createPrismaClient(env.DATABASE_URL);
  const progress = progressReporter();
  try {
    console.log(`Copying the uploaded files from the ${from.describe} to the ${to.describe}.`);
    const report = await migrateFiles({ prisma, from, to, onProgress: progress.update });
    progress.stop();
    printReport(report, to.describe);
    return report.missing.length > 0 || report.corrupt.length > 0 ? 1 : 0;
  } finally {
    progress.stop();
    await prisma.$disconnect();
    to.client.destroy();
  }
}

/** A bar on a terminal (stderr, beside the report on stdout); otherwise a plain line every LINE_EVERY files. */
function progressReporter(): { update: (done: number, total: number) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new SingleBar({ format: 'Files {bar} {value}/{total} ({percentage}%), {eta_formatted} left', hideCursor: true });
    let running = false;
    return {
      update: (done, total) => {
        if (!running) {
          running = true;
          bar.start(total, done);
        }
        if (total !== bar.getTotal()) bar.setTotal(total);
        bar.update(done);
      },
      // Before any other output: the bar's line is finished and the cursor shown again.
      stop: () => {
        if (running) bar.stop();
        running = false;
      },
    };
  }
  return {
    update: (done, total) => {
      if (done > 0 && (done % LINE_EVERY === 0 || done === total)) console.log(`${done}/${total} files`);
    },
    stop: () => undefined,
  };
}

function printReport(report: TMigrationReport, destination: string): void {
  const { total, copied, alreadyThere, missing, corrupt } = report;
  console.log(
    `Files: ${total} in the database; ${copied} copied, ${alreadyThere} already in the bucket, ${missing.length} missing, ${corrupt.length} corrupt.`,
  );
  const list = (keys: string[], what: string) => {
    if (keys.length === 0) return;
    console.log(`${keys.length} ${what}:`);
    for (const key of keys.slice(0, LISTED_KEYS)) console.log(`  ${key}`);
    if (keys.length > LISTED_KEYS) console.log(`  … and ${keys.length - LISTED_KEYS} more`);
  };
  list(missing, 'missing from DATA_DIR (their rows have no bytes to copy)');
  list(corrupt, 'corrupt in DATA_DIR (size or SHA-256 differs from the row; not copied)');
  if (missing.length === 0 && corrupt.length === 0) console.log(`Every stored file is in the ${destination}, checked byte for byte.`);
}

try {
  process.exitCode = await run();
} catch (error) {
  if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else {
    // The bucket's and the check's own errors say what happened; anything else is a bug, with its stack.
    const known = error instanceof MigrationError || error instanceof StorageError;
    const detail = error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(`files:migrate stopped: ${detail}\nNothing was removed from DATA_DIR; running it again resumes where it stopped.\n`);
  }
  process.exitCode = 1;
}
