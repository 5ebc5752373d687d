// Security battery, races (issue 16): what must happen once happens once, whatever arrives at the same time, on the
// real database. 50 concurrent submits of one link per round (100 rounds), one backup code
// used at once from many pending logins, duplicate and favourite counters, one invitation accepted at once. The same
// Stripe event delivered 10 times at once is routers/billing/billing.int.test.ts ("takes effect once").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createPrismaClient } from '@praxiform/db';
import {
  createCabinet,
  createSubmission,
  createTemplate,
  createUser,
  DEFAULT_TEST_PASSWORD,
  getTestDatabaseUrl,
  getTestPrisma,
} from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode } from '../testing';
import { appCodeOf } from '../errors';
import { submitPublicForm } from '../services/public-forms/submit-public-form';
import { replaceBackupCodes } from '../services/two-factor/backup-codes';
import { sealSecret, totpSecretContext } from '../services/shared/secret-box';
import { generateTotpKey } from '../services/two-factor/totp';

// The figure (100 rounds) runs in every `pnpm test`.
const SUBMIT_ROUNDS = 100;
const CONCURRENT = 50;

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await getTestDatabaseUrl();
  // A pool wide enough that many of the concurrent calls really hold a connection at once (the default test client has 4).
  deps = await createTestDeps({ prisma: createPrismaClient(databaseUrl, { max: 20 }) });
});
afterAll(async () => {
  await deps.prisma.$disconnect();
});

const codeOf = (error: unknown) => (error instanceof TRPCError ? appCodeOf(error) : String(error));

/** Settles every promise; the outcomes as 'ok' or the application code of the refusal. */
async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((s) => (s.status === 'fulfilled' ? 'ok' : codeOf(s.reason)));
}

const tally = (list: string[]) => list.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

describe('security: races', () => {
  it(`accepts exactly one of ${CONCURRENT} concurrent submits of one link, ${SUBMIT_ROUNDS} rounds`, async () => {
    const practitioner = await createUser(deps.prisma);
    const template = await createTemplate(deps.prisma, { creatorId: practitioner.id });
    let roundsWithOneWinner = 0;
    for (let round = 0; round < SUBMIT_ROUNDS; round++) {
      const sent = await createSubmission(deps.prisma, { practitionerId: practitioner.id, templateId: template.id });
      // Another transaction holds the row while the submits arrive, so that they pile up on it before any completes:
      // only the submit's own row lock can then let exactly one through (the wait is no assertion, only a set-up).
      const { release, held } = await holdRow(sent.id);
      const submits = outcomes(
        Array.from({ length: CONCURRENT }, (_, i) =>
          submitPublicForm(
            { ...deps, ip: `10.0.${round % 250}.${i}` },
            { link: { kind: 'token', token: sent.linkToken }, body: { answers: { motif: `Réponse ${round}-${i}` }, consent: true } },
          ).then((result) => result.notified),
        ),
      );
      await waitForLockWaiters();
      release();
      await held;
      const results = await submits;
      expect(tally(results), `round ${round}`).toEqual({ ok: 1, FORM_ALREADY_SUBMITTED: CONCURRENT - 1 });
      const stored = await deps.prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
      expect(stored.status).toBe('completed');
      expect(stored.answers).toEqual({ motif: `Réponse ${round}-${results.indexOf('ok')}` });
      expect(await deps.prisma.notification.count({ where: { submissionId: sent.id } })).toBe(1);
      roundsWithOneWinner += 1;
    }
    console.log(
      `SECURITY races.submit: ${roundsWithOneWinner}/${SUBMIT_ROUNDS} rounds of ${CONCURRENT} concurrent submits, exactly one accepted each`,
    );
    expect(roundsWithOneWinner).toBe(SUBMIT_ROUNDS);
    // 100 rounds of 50 requests: about 15 s on an idle machine, room for a loaded one.
  }, 180_000);

  it('lets one backup code open exactly one session, used at once from 10 pending logins', async () => {
    const user = await createUser(deps.prisma);
    await deps.prisma.twoFactor.create({
      data: { userId: user.id, secret: sealSecret(deps.secretKey, generateTotpKey(), totpSecretContext(user.id)), enabledAt: new Date() },
    });
    const [code] = await replaceBackupCodes(deps.prisma, user.id);
    const guest = await createTestCaller(deps, undefined, { ip: '10.1.0.1' });
    const pending: string[] = [];
    for (let i = 0; i < 10; i++) {
      const login = await guest.auth.login({ email: user.email, password: DEFAULT_TEST_PASSWORD });
      if (login.status !== 'two_factor_required') throw new Error('2FA expected');
      pending.push(login.pendingToken);
    }
    const sessionsBefore = await deps.prisma.session.count({ where: { userId: user.id } });
    const results = await outcomes(pending.map((pendingToken) => guest.auth.verifyTwoFactor({ pendingToken, code: code! })));
    const sessions = (await deps.prisma.session.count({ where: { userId: user.id } })) - sessionsBefore;
    console.log(
      `SECURITY races.backupCode: 10 concurrent uses of one backup code, ${results.filter((r) => r === 'ok').length} success, ${sessions} session`,
    );
    expect(tally(results)).toEqual({ ok: 1, TWO_FACTOR_CODE_INVALID: 9 });
    expect(sessions).toBe(1);
    expect(await deps.prisma.twoFactorBackupCode.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(1);
  });

  it('counts every one of 20 concurrent duplications, and 20 fans favouriting twice at once as 20', async () => {
    const creator = await createUser(deps.prisma);
    const source = await createTemplate(deps.prisma, { creatorId: creator.id, isPublic: true });
    const fans = await Promise.all(Array.from({ length: 20 }, () => createUser(deps.prisma)));
    const callers = await Promise.all(fans.map((fan) => createTestCaller(deps, fan.id)));

    const duplications = await outcomes(callers.map((caller) => caller.market.duplicate({ id: source.id })));
    const favourites = await outcomes(
      callers.flatMap((caller) => [caller.market.favorite({ id: source.id }), caller.market.favorite({ id: source.id })]),
    );
    const row = await deps.prisma.template.findUniqueOrThrow({ where: { id: source.id } });
    const favouriteRows = await deps.prisma.templateFavorite.count({ where: { templateId: source.id } });
    console.log(
      `SECURITY races.counters: duplicationsCount ${row.duplicationsCount}/20, favoritesCount ${row.favoritesCount}/20 (rows ${favouriteRows})`,
    );
    expect(tally(duplications)).toEqual({ ok: 20 });
    expect(tally(favourites)).toEqual({ ok: 40 });
    expect(row.duplicationsCount).toBe(20);
    expect(await deps.prisma.template.count({ where: { originId: source.id } })).toBe(20);
    expect(row.favoritesCount).toBe(20);
    expect(favouriteRows).toBe(20);

    // Half of them take their favourite back while the other half add it again, all at once.
    await outcomes(
      callers.map((caller, i) => (i % 2 === 0 ? caller.market.unfavorite({ id: source.id }) : caller.market.favorite({ id: source.id }))),
    );
    const after = await deps.prisma.template.findUniqueOrThrow({ where: { id: source.id } });
    expect(after.favoritesCount).toBe(10);
    expect(await deps.prisma.templateFavorite.count({ where: { templateId: source.id } })).toBe(10);
  });

  it('makes one membership of one invitation accepted 10 times at once', async () => {
    const owner = await createUser(deps.prisma);
    const invitee = await createUser(deps.prisma);
    const cabinet = await createCabinet(deps.prisma, { ownerId: owner.id });
    const ownerCaller = await createTestCaller(deps, owner.id);
    await ownerCaller.cabinets.invite({ id: cabinet.id, email: invitee.email });
    const token = deps.sent
      .filter((m) => m.to === invitee.email)
      .at(-1)
      ?.text.match(/[?&]invite=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const callers = await Promise.all(Array.from({ length: 10 }, () => createTestCaller(deps, invitee.id)));
    const results = await outcomes(callers.map((caller) => caller.cabinets.acceptInvite({ token: token! })));
    const memberships = await deps.prisma.cabinetMember.count({ where: { cabinetId: cabinet.id, userId: invitee.id } });
    console.log(
      `SECURITY races.invitation: 10 concurrent acceptances, ${results.filter((r) => r === 'ok').length} accepted, ${memberships} membership`,
    );
    expect(tally(results)).toEqual({ ok: 1, CABINET_INVITE_USED: 9 });
    expect(memberships).toBe(1);
    expect(await rejectionCode(callers[0]!.cabinets.acceptInvite({ token: token! }))).toBe('CABINET_INVITE_USED');
  });
});

/** A transaction holding the submission's row lock until `release` is called; `held` settles once it ended. */
async function holdRow(submissionId: number): Promise<{ release: () => void; held: Promise<unknown> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  // On the file's other client: the submits may take every connection of the app's pool while they wait.
  const held = (await getTestPrisma()).$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM submissions WHERE id = ${submissionId} FOR UPDATE`;
      locked();
      await released;
    },
    { timeout: 60_000 },
  );
  await Promise.race([isLocked, held]);
  return { release, held };
}

/** Until some backends wait on a lock (the submits reached the held row), or at most 5 s: a set-up step, never asserted. */
async function waitForLockWaiters(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [row] = await (
      await getTestPrisma()
    ).$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.n ?? 0) >= 4) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
