// What a session whose profile is incomplete may do (docs/product.md#permissions, "Profile incomplete"; issue 34): the
// screens offer only the profile form, and the API opens exactly the procedures the procedure table marks
// `incompleteProfile` (the own session, completing the profile, the account's security and preferences, leaving).
// Every other procedure, the administrators' included, answers PROFILE_INCOMPLETE before reading its input, and writes
// nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createUser } from '@praxiform/db/testing';
import { appRouter } from '../root';
import { appCodeOf } from '../errors';
import { createTestDeps } from '../testing';
import { createSession } from '../auth/session';
import { callerWith, changedTables, databaseChecksum, type TIds } from './matrix-world';
import { PROCEDURES } from './procedure-table';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

type TCaller = Awaited<ReturnType<typeof callerWith>>;
function call(caller: TCaller, path: string, input: unknown): Promise<unknown> {
  let node: unknown = caller;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return (node as (input: unknown) => Promise<unknown>)(input);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return appCodeOf(error);
  }
}

async function incompleteUser() {
  const user = await createUser(deps.prisma, { profileCompleted: false, profession: null });
  // A session per call: logout and deleteAccount may end the one they are called with.
  const caller = async () => callerWith(deps, `Bearer ${(await createSession(deps.prisma, user.id)).token}`);
  return { user, caller };
}

describe('a session whose profile is incomplete', () => {
  it('reaches only the procedures the table opens to it; every other one refuses it before reading the input', async () => {
    const { caller } = await incompleteUser();
    const paths = Object.keys(appRouter._def.procedures).sort();
    const reached: string[] = [];
    for (const path of paths) {
      const entry = PROCEDURES[path];
      if (!entry || entry.kind === 'public') continue;
      const own = await caller();
      const before = await databaseChecksum(deps.prisma);
      // No input at all: a procedure that refuses the session does so before validating, so the refusal shows.
      const code = await codeOf(call(own, path, undefined));
      if (code === 'PROFILE_INCOMPLETE') {
        expect(changedTables(before, await databaseChecksum(deps.prisma)), path).toEqual([]);
      } else {
        reached.push(path);
      }
    }
    expect(reached).toEqual(paths.filter((path) => PROCEDURES[path]?.incompleteProfile));
    // The practice's data stays closed.
    for (const path of ['templates.list', 'patients.list', 'patients.stats', 'submissions.send', 'cabinets.list', 'support.list']) {
      if (path in PROCEDURES) expect(reached, path).not.toContain(path);
    }
  });

  it('may still change its password and set up two-factor authentication (the security actions stay open)', async () => {
    const { user, caller } = await incompleteUser();
    const own = await caller();
    const me = { id: user.id, email: user.email };
    const input = (path: string) => PROCEDURES[path]?.input?.({} as TIds, me);
    expect(PROCEDURES['profile.changePassword']?.incompleteProfile).toBe(true);
    expect(PROCEDURES['profile.twoFactor.setup']?.incompleteProfile).toBe(true);
    expect(await own.profile.twoFactor.setup()).toMatchObject({ manualKey: expect.any(String), keyUri: expect.stringContaining('otpauth://') });
    expect(await call(own, 'profile.changePassword', input('profile.changePassword'))).toEqual({ success: true });
    // And it still cannot use the app until the profile is complete.
    expect(await codeOf(call(own, 'templates.list', undefined))).toBe('PROFILE_INCOMPLETE');
  });
});
