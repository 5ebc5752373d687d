// Access by subscription state (docs/product.md#states, docs/billing-api.md#states): an account whose trial or paid
// period is over may not create templates, send or resend forms, or create waiting-room forms (SUBSCRIPTION_REQUIRED,
// 402, nothing written); it keeps reading, exporting and editing, and the links it sent keep accepting answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createCabinet, createPatient, createTemplate, createUser, shareTemplateToCabinet } from '@praxiform/db/testing';
import type { TField, TTemplateInput } from '@praxiform/domain';
import { AppError } from './errors';
import { createTestCaller, createTestDeps, rejectionCode } from './testing';
import { appRouter } from './root';
import { submitPublicForm } from './services/public-forms/submit-public-form';
import { renderSubmissionPdf } from './services/exports/render-pdf';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;

/** The procedures an account must be entitled to call; every other one stays open. */
const ENTITLED_PROCEDURES = [
  'cabinets.duplicateTemplate',
  'market.create',
  'market.duplicate',
  'submissions.createAnonymous',
  'submissions.genericLink',
  'submissions.resend',
  'submissions.send',
  'templates.create',
  'templates.duplicate',
  'templates.importFhir',
  'templates.publish',
  'templates.shareToUser',
];

const motif: TField = { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false };
const templateInput = (name: string): TTemplateInput => ({ name, type: 'anamnese', language: 'fr', scoringEnabled: false, fields: [motif] });

/** The application code and HTTP status a call was refused with. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number } | 'resolved'> {
  return promise.then(
    () => 'resolved' as const,
    (error: unknown) => {
      if (error instanceof AppError) return { code: error.appCode, status: error.httpStatus };
      return { code: error instanceof TRPCError ? error.code : String(error), status: 0 };
    },
  );
}

/** A practitioner on a trial, a patient, a template of theirs, a public one and one shared to their cabinet. */
async function world() {
  const practitioner = await createUser(deps.prisma, { firstName: 'Claire', lastName: 'Martin' });
  const colleague = await createUser(deps.prisma, { firstName: 'Paul', lastName: 'Leroy' });
  const patient = await createPatient(deps.prisma, { ownerId: practitioner.id, firstName: 'Sophie', lastName: 'Bernard' });
  const own = await createTemplate(deps.prisma, { creatorId: practitioner.id, name: 'Bilan lombaire', fields: [motif] });
  const market = await createTemplate(deps.prisma, { creatorId: colleague.id, name: 'Anamnèse publique', isPublic: true, fields: [motif] });
  const shared = await createTemplate(deps.prisma, { creatorId: colleague.id, name: 'Modèle du cabinet', fields: [motif] });
  const cabinet = await createCabinet(deps.prisma, { ownerId: colleague.id, memberIds: [practitioner.id] });
  await shareTemplateToCabinet(deps.prisma, { cabinetId: cabinet.id, templateId: shared.id, sharedById: colleague.id });
  return { practitioner, colleague, patient, own, market, shared, cabinet };
}

type TWorld = Awaited<ReturnType<typeof world>>;
type TCaller = Awaited<ReturnType<typeof createTestCaller>>;

/** One call of each entitled procedure, with a valid input. */
function entitledCalls(caller: TCaller, w: TWorld, sentId: number): Record<string, () => Promise<unknown>> {
  return {
    'templates.create': () => caller.templates.create(templateInput('Nouveau modèle')),
    'templates.duplicate': () => caller.templates.duplicate({ id: w.own.id }),
    // Both write a new template: the market's copy, the colleague's copy.
    'templates.publish': () => caller.templates.publish({ id: w.own.id }),
    'templates.shareToUser': () => caller.templates.shareToUser({ id: w.own.id, email: w.colleague.email }),
    // An import writes a new template too (docs/fhir.md#import).
    'templates.importFhir': () =>
      caller.templates.importFhir({
        questionnaire: {
          resourceType: 'Questionnaire',
          status: 'active',
          title: 'Importé',
          item: [{ linkId: 'motif', type: 'string', text: 'Motif' }],
        },
      }),
    'market.create': () => caller.market.create(templateInput('Nouveau modèle public')),
    'market.duplicate': () => caller.market.duplicate({ id: w.market.id }),
    'cabinets.duplicateTemplate': () => caller.cabinets.duplicateTemplate({ id: w.cabinet.id, templateId: w.shared.id }),
    'submissions.send': () => caller.submissions.send({ patientId: w.patient.id, templateId: w.own.id }),
    'submissions.resend': () => caller.submissions.resend({ id: sentId }),
    'submissions.genericLink': () => caller.submissions.genericLink({ templateId: w.own.id }),
    'submissions.createAnonymous': () => caller.submissions.createAnonymous({ templateId: w.own.id }),
  };
}

/** What an entitled call would change: templates, submissions, links and mails. */
async function snapshot(practitionerId: number) {
  return {
    templates: await deps.prisma.template.count(),
    submissions: await deps.prisma.submission.findMany({
      where: { practitionerId },
      select: { id: true, status: true, linkTokenHash: true, expiresAt: true },
      orderBy: { id: 'asc' },
    }),
    mails: deps.sent.length,
  };
}

describe('an account whose trial is over', () => {
  it('is refused SUBSCRIPTION_REQUIRED (402) on every entitled procedure, and nothing changes', async () => {
    const w = await world();
    const duringTrial = await createTestCaller(deps, w.practitioner.id);
    const sent = await duringTrial.submissions.send({ patientId: w.patient.id, templateId: w.own.id });
    // The trial ended a second ago; the job has not run yet: the clock decides.
    await deps.prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { trialEndsAt: new Date(Date.now() - 1000) } });
    const caller = await createTestCaller(deps, w.practitioner.id);
    expect(caller.ctx.user?.subscription).toMatchObject({ status: 'expired', entitled: false });

    const before = await snapshot(w.practitioner.id);
    const calls = entitledCalls(caller, w, sent.submission.id);
    expect(Object.keys(calls).sort()).toEqual(ENTITLED_PROCEDURES);
    for (const [name, call] of Object.entries(calls)) {
      expect(await refusal(call()), name).toEqual({ code: 'SUBSCRIPTION_REQUIRED', status: 402 });
    }
    expect(await snapshot(w.practitioner.id)).toEqual(before);
  });

  it('keeps reading, exporting and editing, and the link sent during the trial still takes the answers', async () => {
    const w = await world();
    const sent = await (await createTestCaller(deps, w.practitioner.id)).submissions.send({ patientId: w.patient.id, templateId: w.own.id });
    // The job wrote it: status expired, role client.
    await deps.prisma.subscription.update({
      where: { userId: w.practitioner.id },
      data: { status: 'expired', trialEndsAt: new Date(Date.now() - DAY) },
    });
    await deps.prisma.user.update({ where: { id: w.practitioner.id }, data: { role: 'client' } });
    const caller = await createTestCaller(deps, w.practitioner.id);
    expect(await rejectionCode(caller.templates.create(templateInput('Refusé')))).toBe('SUBSCRIPTION_REQUIRED');

    // The patient answers the link sent before the end.
    const token = sent.url.slice(sent.url.lastIndexOf('/') + 1);
    const result = await submitPublicForm(
      { ...deps, ip: '203.0.113.7' },
      { link: { kind: 'token', token }, body: { answers: { motif: 'Lombalgie' }, consent: true } },
    );
    expect(result.submissionId).toBe(sent.submission.id);

    // Reading and exporting.
    expect((await caller.templates.list()).items.map((t) => t.id)).toContain(w.own.id);
    expect((await caller.templates.get({ id: w.own.id })).template.name).toBe('Bilan lombaire');
    expect((await caller.patients.list()).items.map((p) => p.id)).toContain(w.patient.id);
    const forms = await caller.submissions.listForPatient({ patientId: w.patient.id });
    expect(forms.items.find((s) => s.id === sent.submission.id)?.status).toBe('completed');
    const detail = await caller.submissions.get({ id: sent.submission.id });
    expect(detail.submission.answers).toEqual({ motif: 'Lombalgie' });
    const pdf = await renderSubmissionPdf(deps, { id: w.practitioner.id }, { id: sent.submission.id });
    expect(pdf.pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Editing and deleting existing records, and patients.
    const renamed = await caller.templates.update({ id: w.own.id, ...templateInput('Bilan lombaire (v2)') });
    expect(renamed.template.name).toBe('Bilan lombaire (v2)');
    const { patient } = await caller.patients.create({ firstName: 'Luc', lastName: 'Petit', email: 'luc.petit@example.org' });
    expect(patient.firstName).toBe('Luc');
    await caller.submissions.delete({ id: sent.submission.id });
    expect(await deps.prisma.submission.count({ where: { id: sent.submission.id } })).toBe(0);
  });

  it('is refused on exactly the entitled procedures: every other one answers something else', async () => {
    const expired = await createUser(deps.prisma, { role: 'client' });
    expect(await deps.prisma.subscription.findUniqueOrThrow({ where: { userId: expired.id } })).toMatchObject({ status: 'expired' });
    const caller = await createTestCaller(deps, expired.id);
    const refused: string[] = [];
    for (const path of Object.keys(appRouter._def.procedures).sort()) {
      let node: unknown = caller;
      for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
      const outcome = await refusal((node as (input: unknown) => Promise<unknown>)({}));
      if (outcome !== 'resolved' && outcome.code === 'SUBSCRIPTION_REQUIRED') refused.push(path);
    }
    expect(refused).toEqual(ENTITLED_PROCEDURES);
  });
});

describe('entitled accounts', () => {
  it('a canceled subscription before its period ends, a running trial, an active plan, an administrator: all allowed', async () => {
    const w = await world();
    const sent = await (await createTestCaller(deps, w.practitioner.id)).submissions.send({ patientId: w.patient.id, templateId: w.own.id });
    await deps.prisma.subscription.update({
      where: { userId: w.practitioner.id },
      data: { status: 'canceled', plan: 'monthly', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() + 5 * DAY) },
    });
    const canceled = await createTestCaller(deps, w.practitioner.id);
    for (const [name, call] of Object.entries(entitledCalls(canceled, w, sent.submission.id))) {
      expect(await refusal(call()), name).toBe('resolved');
    }

    // An administrator whose own subscription is over is still entitled.
    const administrator = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true, subscription: { status: 'expired' } });
    const admin = await createTestCaller(deps, administrator.id);
    expect(admin.ctx.user?.subscription).toMatchObject({ status: 'expired', entitled: true });
    expect(await refusal(admin.templates.create(templateInput('Modèle de l’administrateur')))).toBe('resolved');
    expect(await refusal(admin.market.duplicate({ id: w.market.id }))).toBe('resolved');

    const member = await createTestCaller(deps, (await createUser(deps.prisma, { role: 'member' })).id);
    expect(await refusal(member.templates.create(templateInput('Modèle du membre')))).toBe('resolved');
  });

  it('a canceled subscription whose period is over, or an account without any subscription, is refused', async () => {
    const over = await createUser(deps.prisma, {
      role: 'member',
      subscription: { status: 'canceled', plan: 'yearly', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    const none = await createUser(deps.prisma, { subscription: null });
    for (const user of [over, none]) {
      const caller = await createTestCaller(deps, user.id);
      expect(await refusal(caller.templates.create(templateInput('Refusé')))).toEqual({ code: 'SUBSCRIPTION_REQUIRED', status: 402 });
    }
  });

  it('an incomplete profile is asked to complete it first', async () => {
    const incomplete = await createUser(deps.prisma, { profileCompleted: false, subscription: { status: 'expired' } });
    const caller = await createTestCaller(deps, incomplete.id);
    expect(await rejectionCode(caller.templates.create(templateInput('Refusé')))).toBe('PROFILE_INCOMPLETE');
  });
});
