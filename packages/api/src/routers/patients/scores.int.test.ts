// Scores that mean something (docs/scores.md) through the real callers and database: bands checked on save, the
// validated instruments locked and their copies' flag, band and alert at completion (notification, mail, views, PDF,
// the patient list's latest band), and patients.scoreTrends (statement count, cross-practitioner access).
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createUser } from '@praxiform/db/testing';
import { instrumentVersion, type TField, type TTemplateInput } from '@praxiform/domain';
import {
  createCountingDeps,
  createTestCaller,
  createTestDepsWithPhq9,
  inspectPdf,
  painScaleQuestion,
  phq9Answers,
  rejectionCode,
  rejectionIssues,
  type TTestDeps,
} from '../../testing';
import { renderPatientPdf, renderSubmissionPdf } from '../../services/exports/render-pdf';
import { genericLinkSignature } from '../../services/links/generic-link';
import { loadPublicForm } from '../../services/public-forms/load-public-form';
import { submitPublicForm } from '../../services/public-forms/submit-public-form';

let deps: TTestDeps;
let phq9Fr: number;
beforeAll(async () => {
  ({ deps, phq9Fr } = await createTestDepsWithPhq9());
});

const DAY = 24 * 3600 * 1000;

async function practitioner() {
  const user = await createUser(deps.prisma);
  return { user, caller: await createTestCaller(deps, user.id) };
}

const scored = (over: Partial<TTemplateInput> = {}): TTemplateInput => ({
  name: 'Douleur',
  type: 'suivi',
  language: 'fr',
  scoringEnabled: true,
  fields: [painScaleQuestion()],
  ...over,
});

describe('bands and validated instruments on templates', () => {
  it('refuses bands that leave a gap, overlap or go beyond the possible scores, on scoreBands', async () => {
    const { caller } = await practitioner();
    const band = (min: number, max: number) => ({ min, max, label: `${min}-${max}`, level: 'custom' as const });
    const cases: [ReturnType<typeof band>[], string][] = [
      [[band(0, 1), band(3, 3)], 'scoreBands:SCORE_BANDS_GAP'],
      [[band(0, 2), band(2, 3)], 'scoreBands:SCORE_BANDS_OVERLAP'],
      [[band(0, 1), band(2, 9)], 'scoreBands:SCORE_BANDS_OUTSIDE'],
    ];
    for (const [scoreBands, issue] of cases) {
      expect(await rejectionCode(caller.templates.create(scored({ scoreBands })))).toBe('VALIDATION_FAILED');
      expect(await rejectionIssues(caller.templates.create(scored({ scoreBands })))).toEqual([issue]);
    }
    const { template } = await caller.templates.create(scored({ scoreBands: [band(0, 1), band(2, 3)] }));
    expect(template.scoreBands).toEqual([band(0, 1), band(2, 3)]);
    expect((await caller.templates.get({ id: template.id })).template.scoreBands).toHaveLength(2);
  });

  it('lists PHQ-9 and GAD-7 on the market, locked; a copy keeps the flag until its items change', async () => {
    const { caller } = await practitioner();
    const { items } = await caller.market.list({ search: 'PHQ-9', language: 'fr' });
    expect(items.find((t) => t.id === phq9Fr)).toMatchObject({ validatedInstrument: 'phq9', creatorName: 'Praxiform', isMine: false });
    const { template: original } = await caller.market.get({ id: phq9Fr });
    expect(original.scoreBands.map((b) => `${b.min}-${b.max}`)).toEqual(['0-4', '5-9', '10-14', '15-19', '20-27']);
    expect(original.description).toContain('Kroenke');
    const input = { id: phq9Fr, name: original.name, type: original.type, language: original.language, fields: original.fields };
    expect(await rejectionCode(caller.market.update(input))).toBe('TEMPLATE_NOT_OWNER');
    expect(await rejectionCode(caller.market.delete({ id: phq9Fr }))).toBe('TEMPLATE_NOT_OWNER');

    const { template: copy } = await caller.market.duplicate({ id: phq9Fr });
    expect(copy).toMatchObject({ isPublic: false, validatedInstrument: 'phq9', scoringEnabled: true });
    expect(copy.scoreBands).toEqual(original.scoreBands);
    // Saved again by the builder, without sending the flag back: still the instrument.
    const base = {
      id: copy.id,
      name: copy.name,
      type: copy.type,
      language: copy.language,
      scoreBands: copy.scoreBands,
      patientInstructions: copy.patientInstructions,
    };
    const kept = await caller.templates.update({ ...base, fields: copy.fields.map((f) => ({ ...f, title: `${f.title} ` })) });
    expect(kept.template.validatedInstrument).toBe('phq9');
    // One point changed: no longer the instrument, even when the flag is sent.
    const changed: TField[] = copy.fields.map((f) =>
      f.id === 'phq9_1' ? { ...f, options: f.options!.map((o) => (o.id === 'phq9_1_3' ? { ...o, points: 4 } : o)) } : f,
    );
    const lost = await caller.templates.update({
      ...base,
      fields: changed,
      validatedInstrument: 'phq9',
      scoreBands: copy.scoreBands.map((b) => (b.max === 27 ? { ...b, max: 28 } : b)),
    });
    expect(lost.template.validatedInstrument).toBeNull();
  });
});

describe('band and alert of a completed form', () => {
  it('notifies with an alert, mails that an answer needs attention, and shows the band and alert everywhere', async () => {
    const { user, caller } = await practitioner();
    const { template } = await caller.market.duplicate({ id: phq9Fr });
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Inès', lastName: 'Martin' });

    const complete = async (points: number[]) => {
      const sent = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'link' });
      const token = sent.url.slice(sent.url.lastIndexOf('/') + 1);
      const before = deps.sent.length;
      const result = await submitPublicForm(
        { ...deps, ip: '203.0.113.9' },
        { link: { kind: 'token', token }, body: { answers: phq9Answers(points), consent: true } },
      );
      await result.notified;
      return { id: result.submissionId, mails: deps.sent.slice(before) };
    };

    // 1+2+0+3+1+2+0+1+1 = 11: moderate, item 9 above 0.
    const alerted = await complete([1, 2, 0, 3, 1, 2, 0, 1, 1]);
    const { items } = await caller.notifications.list();
    expect(items[0]).toMatchObject({ submissionId: alerted.id, alert: true, band: { label: 'Dépression modérée', level: 'moderate' } });
    expect(alerted.mails).toHaveLength(1);
    const mail = alerted.mails[0]!;
    expect(mail.text).toContain('demande votre attention');
    // Never the answer itself.
    expect(mail.text).not.toContain(instrumentVersion('phq9', 'fr')!.fields[8]!.title);
    expect(mail.text).not.toContain('Plusieurs jours');

    const { submission } = await caller.submissions.get({ id: alerted.id });
    expect(submission).toMatchObject({ score: 11, scoreMax: 27, band: { level: 'moderate' }, alert: true, alertFieldIds: ['phq9_9'] });
    expect(submission.bands).toHaveLength(5);
    expect((await caller.submissions.listForPatient({ patientId: patient.id })).items.find((s) => s.id === alerted.id)).toMatchObject({
      band: { level: 'moderate' },
      alert: true,
    });
    expect((await caller.patients.stats()).recentCompletions[0]).toMatchObject({ id: alerted.id, alert: true, band: { level: 'moderate' } });

    const listed = async (band?: 'none' | 'moderate' | 'severe') => (await caller.patients.list({ band })).items.map((p) => p.id);
    expect((await caller.patients.list()).items.find((p) => p.id === patient.id)?.latestBand).toEqual({
      label: 'Dépression modérée',
      level: 'moderate',
    });
    expect(await listed('moderate')).toEqual([patient.id]);
    expect(await listed('severe')).toEqual([]);

    const pdf = inspectPdf((await renderSubmissionPdf(deps, user, { id: alerted.id })).pdf);
    expect(pdf.text).toContain('11 / 27 – Dépression modérée');
    expect(pdf.text).toContain('Plusieurs jours (À surveiller)');
    expect(inspectPdf((await renderPatientPdf(deps, user, { id: patient.id })).pdf).text).toContain('(Dépression modérée)');

    // All 0: no alert, band none; the list's latest band follows.
    const calm = await complete([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await caller.notifications.list()).items[0]).toMatchObject({ submissionId: calm.id, alert: false, band: { level: 'none' } });
    expect(calm.mails[0]!.text).not.toContain('attention');
    expect(await listed('none')).toEqual([patient.id]);
    expect(await listed('moderate')).toEqual([]);

    // The practitioner corrects the answers: band and alert follow, and so does the latest band.
    const corrected = await caller.submissions.saveAnswers({ id: calm.id, answers: phq9Answers([3, 3, 3, 3, 3, 3, 3, 3, 3]) });
    expect(corrected.submission).toMatchObject({ score: 27, band: { level: 'severe' }, alert: true, alertFieldIds: ['phq9_9'] });
    expect(await listed('severe')).toEqual([patient.id]);
    // Deleting it gives the patient back the previous band.
    await caller.submissions.delete({ id: calm.id });
    expect(await listed('moderate')).toEqual([patient.id]);
  });
});

describe('band and alert through a generic link', () => {
  it('reads the score against the template’s bands, keeps points and alerts from the patient, and notifies the alert', async () => {
    const { user, caller } = await practitioner();
    const { template } = await caller.market.duplicate({ id: phq9Fr });
    const link = {
      kind: 'generic' as const,
      templateId: template.id,
      userId: user.id,
      params: [genericLinkSignature(deps.secretKey, template.id, user.id)],
    };
    const form = await loadPublicForm(deps, { link });
    const options = form.fields.flatMap((f) => f.options ?? []);
    expect(options.length).toBeGreaterThan(0);
    expect(options.some((o) => 'alert' in o || 'points' in o)).toBe(false);

    const result = await submitPublicForm(
      { ...deps, ip: '203.0.113.10' },
      { link, body: { answers: phq9Answers([3, 3, 3, 3, 3, 3, 3, 3, 2]), consent: true } },
    );
    await result.notified;
    const { submission } = await caller.submissions.get({ id: result.submissionId });
    expect(submission).toMatchObject({
      status: 'completed',
      score: 26,
      band: { label: 'Dépression sévère', level: 'severe' },
      alertFieldIds: ['phq9_9'],
    });
    expect(submission.bands).toHaveLength(5);
    expect((await caller.notifications.list()).items[0]).toMatchObject({ submissionId: result.submissionId, alert: true, band: { level: 'severe' } });
  });
});

describe('patients.scoreTrends', () => {
  it('gives one series per scored form answered more than once, in a constant number of statements', async () => {
    const { deps: local, prisma: logged, counter } = await createCountingDeps();
    const user = await createUser(logged);
    const caller = await createTestCaller(local, user.id);
    const phq = (await caller.market.duplicate({ id: phq9Fr })).template;
    const once = (await caller.templates.create(scored({ name: 'Une fois' }))).template;
    const patient = await createPatient(logged, { ownerId: user.id });
    const now = Date.now();
    const add = async (points: number[], daysAgo: number, templateId = phq.id) =>
      createSubmission(logged, {
        practitionerId: user.id,
        patientId: patient.id,
        templateId,
        status: 'completed',
        completedAt: new Date(now - daysAgo * DAY),
        answers: templateId === phq.id ? phq9Answers(points) : { pain: `pain_${points[0]}` },
      });
    await add([3, 3, 3, 3, 3, 3, 3, 3, 0], 30);
    await add([1, 1, 1, 1, 1, 1, 1, 1, 0], 10);
    await add([2], 5, once.id);

    const trends = async () => {
      // A request of its own: each writes its access-log entry (docs/access-log.md#kinds).
      const request = await createTestCaller(local, user.id);
      counter.statements = 0;
      const result = await request.patients.scoreTrends({ patientId: patient.id });
      return { result, statements: counter.statements };
    };
    const first = await trends();
    expect(first.result.series).toHaveLength(1);
    const [series] = first.result.series;
    expect(series).toMatchObject({ templateKey: `template:${phq.id}`, templateName: phq.name, max: 27 });
    expect(series!.bands).toHaveLength(5);
    expect(series!.points.map((p) => [p.score, p.band?.level])).toEqual([
      [24, 'severe'],
      [8, 'mild'],
    ]);

    for (let i = 0; i < 10; i += 1) await add([i % 4, 0, 0, 0, 0, 0, 0, 0, 0], 9 - i * 0.5);
    const more = await trends();
    expect(more.result.series[0]!.points).toHaveLength(12);
    expect(more.statements).toBe(first.statements);

    // A deleted template: its forms still group, by the name in the snapshot.
    await logged.template.delete({ where: { id: phq.id } });
    const orphan = (await caller.patients.scoreTrends({ patientId: patient.id })).series;
    expect(orphan.map((s) => [s.templateKey, s.points.length])).toEqual([[`name:${phq.name}`, 12]]);
    await logged.$disconnect();
  });

  it('answers NOT_FOUND for another practitioner’s patient and for an unknown one', async () => {
    const owner = await practitioner();
    const other = await practitioner();
    const patient = await createPatient(deps.prisma, { ownerId: owner.user.id });
    expect((await owner.caller.patients.scoreTrends({ patientId: patient.id })).series).toEqual([]);
    expect(await rejectionCode(other.caller.patients.scoreTrends({ patientId: patient.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(other.caller.patients.scoreTrends({ patientId: patient.id + 100_000 }))).toBe('NOT_FOUND');
  });
});
