// The authorization matrix (issue 16): every procedure of appRouter × every persona, on the owner's records. A refused
// call answers 401/403/404 (402 for an account whose trial is over), exactly as it answers for an id that does not
// exist, and leaves every table of the database as it was (row counts and md5 of the rows). A procedure missing from
// the table (./procedure-table.ts) fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createSubmission, createSupportTicket, createUser } from '@praxiform/db/testing';
import { APP_ERROR_HTTP_STATUS, FILE_URL_PREFIX } from '@praxiform/domain';
import { appRouter } from '../root';
import { AppError, appCodeOf } from '../errors';
import { createTestDeps, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type TFakeStripe } from '../testing';
import { createSession } from '../auth/session';
import {
  buildWorld,
  callerWith,
  changedTables,
  databaseChecksum,
  missingIds,
  personaBearer,
  PERSONAS,
  UNAUTHENTICATED_PERSONAS,
  type TIds,
  type TPersona,
  type TWorld,
} from './matrix-world';
import { PROCEDURES, type TEntry } from './procedure-table';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let stripe: TFakeStripe;
beforeAll(async () => {
  // Billing runs against the local fake Stripe, so that checkout, portal, cancel and resume take their real paths.
  stripe = await startFakeStripe({ webhookUrl: 'http://127.0.0.1:9/unused' });
  deps = await createTestDeps({
    billing: {
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      prices: { monthly: 'price_fake_monthly', quarterly: 'price_fake_quarterly', yearly: 'price_fake_yearly' },
      apiUrl: stripe.url,
    },
  });
});

type TOutcome = { resolved: true; text: string } | { resolved: false; code: string; status: number; text: string };

async function outcome(promise: Promise<unknown>): Promise<TOutcome> {
  try {
    const value = await promise;
    return { resolved: true, text: JSON.stringify(value) ?? '' };
  } catch (error) {
    if (!(error instanceof TRPCError)) return { resolved: false, code: `THROWN ${String(error)}`, status: 500, text: String(error) };
    const code = appCodeOf(error);
    const status = code === 'VALIDATION_FAILED' ? 422 : (APP_ERROR_HTTP_STATUS[code] ?? 500);
    const details = error instanceof AppError ? error.details : undefined;
    return { resolved: false, code, status, text: JSON.stringify({ message: error.message, details }) };
  }
}

type TCaller = Awaited<ReturnType<typeof callerWith>>;
function call(caller: TCaller, path: string, input: unknown): Promise<unknown> {
  let node: unknown = caller;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return (node as (input: unknown) => Promise<unknown>)(input);
}

const paths = Object.keys(appRouter._def.procedures).sort();
const publicPaths = paths.filter((path) => PROCEDURES[path]?.kind === 'public');

/** Allowed for a non-owner: the procedure only touches the caller's own account, or the member's own cabinet. */
function allowed(persona: TPersona, entry: TEntry): boolean {
  if (UNAUTHENTICATED_PERSONAS.includes(persona)) return false;
  if (entry.kind === 'self') return true;
  return persona === 'member' && entry.kind === 'cabinetMember';
}

function refusalStatuses(persona: TPersona): number[] {
  if (UNAUTHENTICATED_PERSONAS.includes(persona)) return [401];
  if (persona === 'trialExpired') return [401, 402, 403, 404];
  return [401, 403, 404];
}

/**
 * The owner's names a persona must never read. The public template, with its creator's name, is on the market by
 * design: everyone reads both. The member legitimately sees the cabinet and the templates shared to it.
 */
function markersFor(world: TWorld, persona: TPersona): string[] {
  const { ownerLast, cabinetName, sharedTemplateName, publicTemplateName, ...secret } = world.markers;
  void ownerLast;
  void publicTemplateName;
  return persona === 'member' ? Object.values(secret) : [...Object.values(secret), cabinetName, sharedTemplateName];
}

const totals = { pairs: 0, refused: 0, unknownIdCompared: 0, allowedChecked: 0, ownerSucceeded: 0, leaks: [] as string[] };
const perPersona: Record<string, number> = {};

/** The calls that end the caller's membership, account or session, in this order after all the others. */
const ENDS_SESSION = ['cabinets.leave', 'profile.deleteAccount', 'auth.logout'];

async function runPersona(persona: Exclude<TPersona, 'owner'>): Promise<string[]> {
  const world = await buildWorld(deps.prisma);
  const who = await personaBearer(deps.prisma, world, persona);
  const caller = await callerWith(deps, who.authorization);
  const missing = missingIds(world.ids);
  const markers = markersFor(world, persona);
  const leaks: string[] = [];
  const entries = Object.entries(PROCEDURES)
    .filter(([, entry]) => entry.kind !== 'public' && (persona !== 'nonAdmin' || entry.kind === 'admin'))
    // The calls that end the caller's session or account go last.
    .sort(([a], [b]) => ENDS_SESSION.indexOf(a) - ENDS_SESSION.indexOf(b));
  expect(entries.filter(([, entry]) => entry.endsSession).every(([path]) => ENDS_SESSION.includes(path))).toBe(true);
  let current = await databaseChecksum(deps.prisma);
  for (const [path, entry] of entries) {
    totals.pairs += 1;
    perPersona[persona] = (perPersona[persona] ?? 0) + 1;
    const leak = (what: string) => leaks.push(`${persona} ${path}: ${what}`);
    await who.prepare?.();
    const first = await outcome(call(caller, path, entry.input?.(world.ids, who.user)));
    const seen = markers.filter((m) => first.text.includes(m));
    if (seen.length > 0) leak(`answer carries the owner's ${seen.join(', ')}`);
    if (!first.resolved && first.status >= 500) leak(`${first.status} ${first.code}`);

    if (allowed(persona, entry)) {
      // The persona's own session works (else every "allowed" call would pass unchecked), and the member may leave.
      if ((path === 'auth.me' || path === 'cabinets.leave') && !first.resolved) leak(`own call refused: ${first.status} ${first.code}`);
      totals.allowedChecked += 1;
      current = await databaseChecksum(deps.prisma);
      continue;
    }
    totals.refused += 1;
    if (first.resolved) {
      if (!entry.silent) leak('resolved');
    } else if (!refusalStatuses(persona).includes(first.status)) leak(`refused with ${first.status} ${first.code}`);
    // "Does not exist" answers exactly like "not yours" (the member knows the cabinet exists: it is theirs too).
    const takesIds = entry.kind !== 'self' && entry.input && !(persona === 'member' && entry.kind.startsWith('cabinet'));
    if (takesIds) {
      totals.unknownIdCompared += 1;
      await who.prepare?.();
      const unknown = await outcome(call(caller, path, entry.input?.(missing, who.user)));
      const answer = (o: TOutcome) => (o.resolved ? 'resolved' : `${o.status} ${o.code}`);
      // A public template's existence is public (the market lists it): "not yours" may say so, still refused.
      const sameOrPublic = entry.publicRecord && !first.resolved && first.status === 403 && !unknown.resolved && unknown.status === 404;
      if (answer(unknown) !== answer(first) && !sameOrPublic) leak(`${answer(first)} for the owner's id, ${answer(unknown)} for an unknown id`);
    }
    const after = await databaseChecksum(deps.prisma);
    const changed = changedTables(current, after);
    if (changed.length > 0) leak(`the refusal changed ${changed.join(', ')}`);
    current = after;
  }
  totals.leaks.push(...leaks);
  return leaks;
}

describe('authorization matrix: every procedure × every persona', () => {
  it('has a row for every procedure of the app router, and none for a procedure that is gone', () => {
    expect(
      paths.filter((path) => !(path in PROCEDURES)),
      'procedures missing from security/procedure-table.ts',
    ).toEqual([]);
    expect(Object.keys(PROCEDURES).filter((path) => !paths.includes(path))).toEqual([]);
    expect(paths.length).toBeGreaterThan(100);
  });

  for (const persona of PERSONAS.filter((p): p is Exclude<TPersona, 'owner'> => p !== 'owner')) {
    it(`${persona}: refused on the owner's records, 401/403/404 as for an unknown id, nothing written, nothing leaked`, async () => {
      expect(await runPersona(persona)).toEqual([]);
    });
  }

  it("a stranger mixing their own ids with the owner's is refused as for an unknown id, and nothing is written", async () => {
    const world = await buildWorld(deps.prisma);
    const who = await personaBearer(deps.prisma, world, 'stranger');
    const me = who.user!;
    const caller = await callerWith(deps, who.authorization);
    const patient = await deps.prisma.patient.findFirstOrThrow({ where: { ownerId: me.id } });
    const template = await deps.prisma.template.findFirstOrThrow({ where: { ownerId: me.id } });
    const anonymous = await createSubmission(deps.prisma, { practitionerId: me.id, templateId: template.id, status: 'anonymous' });
    const ticket = await createSupportTicket(deps.prisma, { userId: me.id });
    const imageTemplate = (fileId: string) => ({
      name: 'Avec une image',
      type: 'anamnese' as const,
      language: 'fr' as const,
      fields: [
        { id: 'schema', type: 'image' as const, title: 'Schéma', required: false, practitionerOnly: false, imageUrl: `${FILE_URL_PREFIX}${fileId}` },
      ],
    });
    const cases: Record<string, [string, (w: TIds) => unknown]> = {
      "my patient, the owner's template": ['submissions.send', (w) => ({ patientId: patient.id, templateId: w.templateId, delivery: 'link' })],
      "the owner's patient, my template": ['submissions.send', (w) => ({ patientId: w.patientId, templateId: template.id, delivery: 'link' })],
      "the owner's waiting-room form to my patient": ['submissions.assign', (w) => ({ id: w.anonymousId, patientId: patient.id })],
      "my waiting-room form to the owner's patient": ['submissions.assign', (w) => ({ id: anonymous.id, patientId: w.patientId })],
      "my template to the owner's cabinet": ['cabinets.shareTemplate', (w) => ({ templateId: template.id, cabinetIds: [w.cabinetId] })],
      "a new template showing the owner's picture": ['templates.create', (w) => imageTemplate(w.fileId)],
      "my template made to show the owner's picture": ['templates.update', (w) => ({ id: template.id, ...imageTemplate(w.fileId) })],
      "a ticket carrying the owner's picture": [
        'support.create',
        (w) => ({ category: 'technical', subject: 'Une question', message: 'Bonjour, voici une capture.', attachmentId: w.fileId }),
      ],
      "a reply carrying the owner's picture": ['support.reply', (w) => ({ id: ticket.id, message: 'Voici une capture.', attachmentId: w.fileId })],
    };
    const missing = missingIds(world.ids);
    const leaks: string[] = [];
    let current = await databaseChecksum(deps.prisma);
    for (const [label, [path, input]] of Object.entries(cases)) {
      const first = await outcome(call(caller, path, input(world.ids)));
      const unknown = await outcome(call(caller, path, input(missing)));
      const answer = (o: TOutcome) => (o.resolved ? 'resolved' : `${o.status} ${o.code}`);
      if (first.resolved || ![403, 404, 422].includes(first.status)) leaks.push(`${path} (${label}): ${answer(first)}`);
      if (answer(first) !== answer(unknown))
        leaks.push(`${path} (${label}): ${answer(first)} for the owner's id, ${answer(unknown)} for an unknown one`);
      const after = await databaseChecksum(deps.prisma);
      const changed = changedTables(current, after);
      if (changed.length > 0) leaks.push(`${path} (${label}): the refusal changed ${changed.join(', ')}`);
      current = after;
      totals.pairs += 1;
      totals.refused += 1;
      totals.unknownIdCompared += 1;
    }
    totals.leaks.push(...leaks);
    expect(leaks).toEqual([]);
  });

  it('the checksum sees a change in any table, and the marker check a leaked name (the checks themselves work)', async () => {
    const world = await buildWorld(deps.prisma);
    const before = await databaseChecksum(deps.prisma);
    await deps.prisma.patient.update({ where: { id: world.ids.patientId }, data: { notes: 'changé' } });
    await deps.prisma.notification.update({ where: { id: world.ids.notificationId }, data: { readAt: new Date() } });
    expect(changedTables(before, await databaseChecksum(deps.prisma))).toEqual(['notifications', 'patients']);
    // The owner's own list carries the owner's markers: the same check on a stranger's answers would count a leak.
    const owner = await callerWith(deps, (await personaBearer(deps.prisma, world, 'owner')).authorization);
    const text = (await outcome(owner.patients.list())).text;
    expect(markersFor(world, 'stranger').filter((m) => text.includes(m))).toEqual([world.markers.patientFirst, world.markers.patientLast]);
  });

  it('the owner (an administrator on admin procedures) succeeds where the others are refused', async () => {
    const world = await buildWorld(deps.prisma);
    const owner = await callerWith(deps, (await personaBearer(deps.prisma, world, 'owner')).authorization);
    const administrator = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true });
    const admin = await callerWith(deps, `Bearer ${(await createSession(deps.prisma, administrator.id)).token}`);
    const LAST = [
      'mail.resend',
      'submissions.cancel',
      'submissions.delete',
      'support.resolve',
      'cabinets.unshareTemplate',
      'cabinets.revokeInvite',
      'cabinets.removeMember',
      'cabinets.delete',
      'templates.delete',
      'patients.delete',
      'admin.announcements.delete',
      'admin.mails.resend',
      'admin.users.delete',
    ];
    const firsts = Object.entries(PROCEDURES).filter(([, entry]) => entry.owner === 'first');
    const lasts = Object.entries(PROCEDURES).filter(([, entry]) => entry.owner === 'last');
    expect(lasts.map(([path]) => path).sort()).toEqual([...LAST].sort());
    const failures: string[] = [];
    for (const [path, entry] of [...firsts, ...LAST.map((path) => [path, PROCEDURES[path]!] as const)]) {
      const result = await outcome(call(entry.kind === 'admin' ? admin : owner, path, entry.input?.(world.ids, world.owner)));
      if (result.resolved) totals.ownerSucceeded += 1;
      else failures.push(`${path}: ${result.status} ${result.code}`);
    }
    expect(failures).toEqual([]);
    expect(totals.ownerSucceeded).toBeGreaterThanOrEqual(60);
  });
});

afterAll(async () => {
  await stripe.close();
  const personas = Object.keys(perPersona).length + 1;
  console.log(
    `SECURITY authorization-matrix: ${paths.length} procedures (${publicPaths.length} public, exempt) × ${personas} personas: ` +
      `${totals.pairs} calls (${Object.entries(perPersona)
        .map(([p, n]) => `${p} ${n}`)
        .join(', ')}), ${totals.refused} refused as expected, ${totals.unknownIdCompared} compared with an unknown id, ` +
      `${totals.allowedChecked} own-account calls checked for markers, owner successes ${totals.ownerSucceeded}, leaks ${totals.leaks.length}`,
  );
  expect(totals.leaks).toEqual([]);
});
