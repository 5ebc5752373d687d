// Vitest global set-up of the `node-s3` project: one S3-compatible server for the run; every test file's deps then
// store files in its bucket (testing.ts, testFileStore), each under a prefix of its own.
import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server';

export const TEST_S3_BUCKET = 'praxiform-test';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startS3Server([TEST_S3_BUCKET]);
  project.provide('praxiformS3', { endpoint: server.endpoint, bucket: TEST_S3_BUCKET });
  return () => server.close();
}

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** Set in the node-s3 project only. */
    praxiformS3: { endpoint: string; bucket: string } | undefined;
  }
}
