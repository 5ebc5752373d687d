// Every procedure of the app router refuses a guest unless testing/public-procedures.ts lists it as public: a new procedure without a guard fails CI.
import { describe, expect, it } from 'vitest';
import { createTestCaller, createTestDeps } from './testing';
import { PUBLIC_PROCEDURES } from './testing/public-procedures';
import { appRouter } from './root';
import { AppError } from './errors';

type TCallable = (input?: unknown) => Promise<unknown>;

function resolve(caller: unknown, dottedPath: string): TCallable {
  let node = caller as Record<string, unknown>;
  for (const part of dottedPath.split('.')) node = node[part] as Record<string, unknown>;
  return node as unknown as TCallable;
}

describe('authorization of every procedure', () => {
  const paths = Object.keys(appRouter._def.procedures).sort();

  it('knows the procedures it checks', () => {
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const name of PUBLIC_PROCEDURES) expect(paths).toContain(name);
  });

  it('refuses a guest on every non-public procedure with UNAUTHENTICATED, before reading its input', async () => {
    const caller = await createTestCaller(await createTestDeps());
    let checked = 0;
    for (const path of paths.filter((p) => !PUBLIC_PROCEDURES.has(p))) {
      const outcome = await resolve(
        caller,
        path,
      )({}).then(
        () => 'resolved',
        (error: unknown) => (error instanceof AppError ? error.appCode : String(error)),
      );
      expect(outcome, path).toBe('UNAUTHENTICATED');
      checked += 1;
    }
    expect(checked).toBe(paths.length - PUBLIC_PROCEDURES.size);
  });
});
