// What the patient reads and is told, through the real callers, public-form services and database: the form's patient
// instructions on the public form (snapshot at send, the template's for a generic link), and whether the thank-you
// page shows the crisis lines (docs/scores.md#patient-instructions, #crisis-message).
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createUser } from '@praxiform/db/testing';
import { instrumentVersion, type TAnswers, type TTemplateInput } from '@praxiform/domain';
import { createTestCaller, createTestDepsWithPhq9, phq9Answers, type TTestDeps } from '../../testing';
import { genericLinkSignature } from '../../services/links/generic-link';
import type { TPublicLink } from '../../services/links/public-link';
import { loadPublicForm } from '../../services/public-forms/load-public-form';
import { submitPublicForm } from '../../services/public-forms/submit-public-form';
import type { TTemplateDetail } from '../../services/templates/template-view';

let deps: TTestDeps;
let phq9Fr: number;
beforeAll(async () => {
  ({ deps, phq9Fr } = await createTestDepsWithPhq9());
});

const STEM_FR = instrumentVersion('phq9', 'fr')!.instructions;

/** Every item at 3 but item 9, answered `item9`. */
const item9 = (points: number) => phq9Answers([3, 3, 3, 3, 3, 3, 3, 3, points]);

async function practitionerWithPhq9() {
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id });
  const { template } = await caller.market.duplicate({ id: phq9Fr });
  return { user, caller, patient, template };
}

type TPractitioner = Awaited<ReturnType<typeof practitionerWithPhq9>>;

const tokenOf = (url: string): TPublicLink => ({ kind: 'token', token: url.slice(url.lastIndexOf('/') + 1) });

async function sendLink(p: TPractitioner, templateId = p.template.id, instructions?: string): Promise<TPublicLink> {
  const sent = await p.caller.submissions.send({ patientId: p.patient.id, templateId, delivery: 'link', ...(instructions ? { instructions } : {}) });
  return tokenOf(sent.url);
}

function genericLink(p: TPractitioner, templateId = p.template.id): TPublicLink {
  return { kind: 'generic', templateId, userId: p.user.id, params: [genericLinkSignature(deps.secretKey, templateId, p.user.id)] };
}

let ip = 0;
async function submit(link: TPublicLink, answers: TAnswers) {
  ip += 1;
  const result = await submitPublicForm({ ...deps, ip: `203.0.113.${ip}` }, { link, body: { answers, consent: true } });
  await result.notified;
  return result;
}

/** The builder's save of `t` with some content changed. */
async function save(p: TPractitioner, t: TTemplateDetail, change: Partial<TTemplateInput>): Promise<TTemplateDetail> {
  const { id, name, type, language, scoringEnabled, fields, scoreBands, patientInstructions, crisisMessage } = t;
  return (
    await p.caller.templates.update({ id, name, type, language, scoringEnabled, fields, scoreBands, patientInstructions, crisisMessage, ...change })
  ).template;
}

describe('patient instructions on the public form', () => {
  it('shows a sent PHQ-9 copy’s stem next to the personal message, snapshots it, and never sends points, alerts or bands', async () => {
    const p = await practitionerWithPhq9();
    const link = await sendLink(p, p.template.id, 'Avant notre rendez-vous de jeudi.');
    const form = await loadPublicForm(deps, { link });
    expect(form).toMatchObject({ patientInstructions: STEM_FR, instructions: 'Avant notre rendez-vous de jeudi.' });
    const json = JSON.stringify(form);
    for (const key of ['points', 'alert', 'positive', 'scoreBands', 'bands', 'score', 'crisisMessage']) expect(json).not.toContain(`"${key}"`);
    expect(await deps.prisma.submission.findFirstOrThrow({ where: { practitionerId: p.user.id } })).toMatchObject({
      patientInstructions: STEM_FR,
      crisisMessage: true,
    });

    // Edited after sending: the link already sent keeps the text it was sent with; new links read the new one.
    await save(p, p.template, { patientInstructions: 'Nouvelle consigne.' });
    expect((await loadPublicForm(deps, { link })).patientInstructions).toBe(STEM_FR);
    expect((await loadPublicForm(deps, { link: await sendLink(p) })).patientInstructions).toBe('Nouvelle consigne.');
  });

  it('shows the template’s instructions on a generic link and a waiting-room link; none when the form has none', async () => {
    const p = await practitionerWithPhq9();
    const generic = await loadPublicForm(deps, { link: genericLink(p) });
    expect(generic).toMatchObject({ patientInstructions: STEM_FR, instructions: null });
    const json = JSON.stringify(generic);
    for (const key of ['points', 'alert', 'positive', 'bands']) expect(json).not.toContain(`"${key}"`);
    // A generic link has no snapshot: it reads the template as it is now.
    await save(p, p.template, { patientInstructions: 'Consigne modifiée.' });
    expect((await loadPublicForm(deps, { link: genericLink(p) })).patientInstructions).toBe('Consigne modifiée.');

    const anonymous = await p.caller.submissions.createAnonymous({ templateId: p.template.id, language: 'fr' });
    expect((await loadPublicForm(deps, { link: tokenOf(anonymous.url) })).patientInstructions).toBe('Consigne modifiée.');
    expect(await deps.prisma.submission.findUniqueOrThrow({ where: { id: anonymous.submission.id } })).toMatchObject({
      patientInstructions: 'Consigne modifiée.',
      crisisMessage: true,
    });

    await save(p, p.template, { patientInstructions: null });
    expect((await loadPublicForm(deps, { link: await sendLink(p) })).patientInstructions).toBeNull();
    expect((await loadPublicForm(deps, { link: genericLink(p) })).patientInstructions).toBeNull();
  });
});

describe('showCrisisMessage in the submit’s answer', () => {
  it('is true when PHQ-9 item 9 is answered above 0, false at 0, and says nothing else', async () => {
    const p = await practitionerWithPhq9();
    const above = await submit(await sendLink(p), item9(1));
    expect(above.showCrisisMessage).toBe(true);
    expect(Object.keys(above).sort()).toEqual(['notified', 'showCrisisMessage', 'submissionId']);
    expect(await submit(await sendLink(p), item9(3))).toMatchObject({ showCrisisMessage: true });
    // Every other item at its highest: still no crisis message, item 9 alone decides.
    const zero = await submit(await sendLink(p), item9(0));
    expect(zero.showCrisisMessage).toBe(false);
    const { submission } = await p.caller.submissions.get({ id: zero.submissionId });
    expect(submission).toMatchObject({ score: 24, alert: false });
  });

  it('is false when the form’s crisis switch is off; the practitioner’s alert is unchanged', async () => {
    const p = await practitionerWithPhq9();
    const onLink = await sendLink(p);
    const off = await save(p, p.template, { crisisMessage: false });
    expect(off).toMatchObject({ crisisMessage: false, validatedInstrument: 'phq9' });
    const offLink = await sendLink(p);
    expect(await deps.prisma.submission.count({ where: { practitionerId: p.user.id, crisisMessage: false } })).toBe(1);

    const result = await submit(offLink, item9(2));
    expect(result.showCrisisMessage).toBe(false);
    const { submission } = await p.caller.submissions.get({ id: result.submissionId });
    expect(submission).toMatchObject({ alert: true, alertFieldIds: ['phq9_9'] });
    expect((await p.caller.notifications.list()).items[0]).toMatchObject({ submissionId: result.submissionId, alert: true });

    // A link sent while the switch was on keeps it (snapshot).
    expect((await submit(onLink, item9(2))).showCrisisMessage).toBe(true);
  });

  it('follows the template’s switch on a generic link, and works on a waiting-room link', async () => {
    const p = await practitionerWithPhq9();
    const first = await submit(genericLink(p), item9(1));
    expect(first.showCrisisMessage).toBe(true);
    expect(await deps.prisma.submission.findUniqueOrThrow({ where: { id: first.submissionId } })).toMatchObject({
      viaGenericLink: true,
      patientInstructions: STEM_FR,
      crisisMessage: true,
    });
    expect((await submit(genericLink(p), item9(0))).showCrisisMessage).toBe(false);

    const anonymous = await p.caller.submissions.createAnonymous({ templateId: p.template.id, language: 'fr' });
    expect((await submit(tokenOf(anonymous.url), item9(1))).showCrisisMessage).toBe(true);

    await save(p, p.template, { crisisMessage: false });
    const off = await submit(genericLink(p), item9(3));
    expect(off.showCrisisMessage).toBe(false);
    expect(await deps.prisma.submission.findUniqueOrThrow({ where: { id: off.submissionId } })).toMatchObject({
      crisisMessage: false,
      hasAlert: true,
    });
  });

  it('is false for a form that is not the PHQ-9, even with an alert answer at the highest points', async () => {
    const p = await practitionerWithPhq9();
    const { template } = await p.caller.templates.create({
      name: 'Humeur',
      type: 'suivi',
      language: 'fr',
      scoringEnabled: true,
      fields: [
        {
          id: 'mood',
          type: 'radio',
          title: 'Avez-vous eu des idées noires ?',
          required: true,
          practitionerOnly: false,
          options: [
            { id: 'mood_0', label: 'Non', points: 0, children: [] },
            { id: 'mood_3', label: 'Souvent', points: 3, alert: true, children: [] },
          ],
        },
      ],
    });
    expect(template.crisisMessage).toBe(true);
    const token = await submit(await sendLink(p, template.id), { mood: 'mood_3' });
    expect(token.showCrisisMessage).toBe(false);
    expect((await p.caller.submissions.get({ id: token.submissionId })).submission).toMatchObject({ alert: true });
    expect((await submit(genericLink(p, template.id), { mood: 'mood_3' })).showCrisisMessage).toBe(false);
  });
});
