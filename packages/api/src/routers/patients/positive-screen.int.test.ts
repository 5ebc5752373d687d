// A positive screen (docs/scores.md#positive-screen) through the real callers and database: a PHQ-9 copy answered on
// the public form page scores 10 (positive) or 9 (not), a correction moves it back, a practitioner's own band can carry
// the mark; submissions.get / listForPatient give `positiveScreen` and the marked bands, patients.scoreTrends marks the
// bands and each point.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createUser } from '@praxiform/db/testing';
import type { TTemplateInput } from '@praxiform/domain';
import { createTestCaller, createTestDepsWithPhq9, painScaleQuestion, phq9Answers, type TTestDeps } from '../../testing';
import { submitPublicForm } from '../../services/public-forms/submit-public-form';

let deps: TTestDeps;
let phq9Fr: number;
beforeAll(async () => {
  ({ deps, phq9Fr } = await createTestDepsWithPhq9());
});

const DAY = 24 * 3600 * 1000;

/** 2+2+2+2+1+0+0+1+0 = 10, the PHQ-9's positive threshold; one point less is 9. */
const TEN = [2, 2, 2, 2, 1, 0, 0, 1, 0];
const NINE = [2, 2, 2, 2, 1, 0, 0, 0, 0];

async function practitionerWithPhq9() {
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const { template } = await caller.market.duplicate({ id: phq9Fr });
  const patient = await createPatient(deps.prisma, { ownerId: user.id });
  return { user, caller, template, patient };
}

describe('positiveScreen on a completed form', () => {
  it('is true at 10 and false at 9 on a PHQ-9 copy answered on the public form page, and follows a correction', async () => {
    const { caller, template, patient } = await practitionerWithPhq9();
    const complete = async (points: number[]) => {
      const sent = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'link' });
      const token = sent.url.slice(sent.url.lastIndexOf('/') + 1);
      const result = await submitPublicForm(
        { ...deps, ip: '203.0.113.21' },
        { link: { kind: 'token', token }, body: { answers: phq9Answers(points), consent: true } },
      );
      await result.notified;
      return result.submissionId;
    };

    const positive = await complete(TEN);
    const { submission } = await caller.submissions.get({ id: positive });
    expect(submission).toMatchObject({ score: 10, band: { label: 'Dépression modérée', level: 'moderate' }, positiveScreen: true });
    // The snapshot's bands come with their mark: from 10 up.
    expect(submission.bands.map((b) => [b.min, b.positive ?? false])).toEqual([
      [0, false],
      [5, false],
      [10, true],
      [15, true],
      [20, true],
    ]);

    const negative = await complete(NINE);
    expect((await caller.submissions.get({ id: negative })).submission).toMatchObject({
      score: 9,
      band: { level: 'mild' },
      positiveScreen: false,
    });
    const listed = (await caller.submissions.listForPatient({ patientId: patient.id })).items;
    expect(listed.map((s) => [s.id, s.positiveScreen])).toEqual([
      [negative, false],
      [positive, true],
    ]);

    // The practitioner corrects the positive one down to 9, then the other up to 10.
    expect((await caller.submissions.saveAnswers({ id: positive, answers: phq9Answers(NINE) })).submission).toMatchObject({
      score: 9,
      positiveScreen: false,
    });
    expect((await caller.submissions.saveAnswers({ id: negative, answers: phq9Answers(TEN) })).submission).toMatchObject({
      score: 10,
      positiveScreen: true,
    });
    expect((await caller.patients.stats()).recentCompletions.map((s) => [s.id, s.positiveScreen])).toEqual(
      expect.arrayContaining([
        [positive, false],
        [negative, true],
      ]),
    );
  });

  it('follows a practitioner’s own band marked positive, and is false without scoring or without a marked band', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const form = (name: string, scoringEnabled: boolean, marked: boolean): TTemplateInput => ({
      name,
      type: 'suivi',
      language: 'fr',
      scoringEnabled,
      fields: [painScaleQuestion()],
      scoreBands: scoringEnabled
        ? [
            { min: 0, max: 1, label: 'Faible', level: 'none' },
            { min: 2, max: 3, label: 'Forte', level: 'severe', ...(marked ? { positive: true } : {}) },
          ]
        : [],
    });
    const marked = (await caller.templates.create(form('Marquée', true, true))).template;
    const unmarked = (await caller.templates.create(form('Sans marque', true, false))).template;
    const unscored = (await caller.templates.create(form('Sans score', false, false))).template;
    const answer = async (templateId: number, option: string) =>
      (
        await caller.submissions.get({
          id: (
            await createSubmission(deps.prisma, {
              practitionerId: user.id,
              patientId: patient.id,
              templateId,
              status: 'completed',
              completedAt: new Date(),
              answers: { pain: option },
            })
          ).id,
        })
      ).submission;

    const high = await answer(marked.id, 'pain_3');
    expect(high).toMatchObject({ score: 3, band: { label: 'Forte' }, positiveScreen: true });
    expect(high.bands).toEqual([
      { min: 0, max: 1, label: 'Faible', level: 'none' },
      { min: 2, max: 3, label: 'Forte', level: 'severe', positive: true },
    ]);
    expect(await answer(marked.id, 'pain_1')).toMatchObject({ score: 1, positiveScreen: false });
    expect(await answer(unmarked.id, 'pain_3')).toMatchObject({ score: 3, band: { label: 'Forte' }, positiveScreen: false });
    expect(await answer(unscored.id, 'pain_3')).toMatchObject({ score: null, positiveScreen: false });
  });
});

describe('positive screens in patients.scoreTrends', () => {
  it('marks the series’ positive bands and each point read against its own bands', async () => {
    const { user, caller, template, patient } = await practitionerWithPhq9();
    const now = Date.now();
    const add = (points: number[], daysAgo: number) =>
      createSubmission(deps.prisma, {
        practitionerId: user.id,
        patientId: patient.id,
        templateId: template.id,
        status: 'completed',
        completedAt: new Date(now - daysAgo * DAY),
        answers: phq9Answers(points),
      });
    await add(NINE, 20);
    await add(TEN, 10);
    await add([3, 3, 3, 3, 3, 3, 3, 3, 0], 5);
    await add([0, 0, 0, 0, 0, 0, 0, 0, 0], 1);

    const [series] = (await caller.patients.scoreTrends({ patientId: patient.id })).series;
    expect(series!.bands.filter((b) => b.positive === true).map((b) => b.min)).toEqual([10, 15, 20]);
    expect(series!.bands.filter((b) => b.positive !== true).every((b) => !('positive' in b))).toBe(true);
    expect(series!.points.map((p) => [p.score, p.positiveScreen])).toEqual([
      [9, false],
      [10, true],
      [24, true],
      [0, false],
    ]);
  });
});
