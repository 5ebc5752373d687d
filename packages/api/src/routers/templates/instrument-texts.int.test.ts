// What a patient reads above the questions and the crisis switch, on templates through the real callers and database
// (docs/scores.md#patient-instructions, #crisis-message, #instruments): stored and read back by templates and the
// market, copied by every kind of copy, and part of the validated-instrument flag rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { prismaQueryable, syncValidatedInstruments } from '@praxiform/db';
import { createCabinet, createUser, shareTemplateToCabinet } from '@praxiform/db/testing';
import { instrumentVersion, type TTemplateInput } from '@praxiform/domain';
import { createTestCaller, createTestDeps, painQuestion, rejectionMessages, templateInput } from '../../testing';
import type { TTemplateDetail } from '../../services/templates/template-view';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let phq9Fr: number;
let phq9En: number;
beforeAll(async () => {
  deps = await createTestDeps();
  await syncValidatedInstruments(prismaQueryable(deps.prisma));
  const original = (language: 'fr' | 'en') =>
    deps.prisma.template.findFirstOrThrow({ where: { validatedInstrument: 'phq9', language, isPublic: true }, select: { id: true } });
  phq9Fr = (await original('fr')).id;
  phq9En = (await original('en')).id;
});

const STEM_FR = instrumentVersion('phq9', 'fr')!.instructions;

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

const radio = painQuestion({ yesPoints: 2 });
const input = (over: Partial<TTemplateInput> = {}) => templateInput([radio], over);

/** What the builder sends back when it saves a template it read (every content field, the flag left out). */
function asSaved(t: TTemplateDetail) {
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    language: t.language,
    scoringEnabled: t.scoringEnabled,
    fields: t.fields,
    scoreBands: t.scoreBands,
    patientInstructions: t.patientInstructions,
    crisisMessage: t.crisisMessage,
    ...(t.category === null ? {} : { category: t.category }),
    ...(t.description === null ? {} : { description: t.description }),
  };
}

describe('patient instructions and crisis switch on templates', () => {
  it('stores, trims and reads them back through templates and the market; empty instructions are null; too long is refused', async () => {
    const { caller } = await practitioner();
    const { template } = await caller.templates.create(input({ patientInstructions: '  Répondez pour la semaine passée.  ', crisisMessage: false }));
    expect(template).toMatchObject({ patientInstructions: 'Répondez pour la semaine passée.', crisisMessage: false });
    expect((await caller.templates.get({ id: template.id })).template).toMatchObject({
      patientInstructions: 'Répondez pour la semaine passée.',
      crisisMessage: false,
    });
    const { template: updated } = await caller.templates.update({ ...asSaved(template), patientInstructions: '   ', crisisMessage: true });
    expect(updated).toMatchObject({ patientInstructions: null, crisisMessage: true });
    // Left out: no instructions, crisis lines on.
    const { template: plain } = await caller.templates.create(input());
    expect(plain).toMatchObject({ patientInstructions: null, crisisMessage: true });
    expect(await rejectionMessages(caller.templates.create(input({ patientInstructions: 'x'.repeat(2001) })))).toEqual([
      'PATIENT_INSTRUCTIONS_TOO_LONG',
    ]);

    const { template: onMarket } = await caller.market.create(input({ patientInstructions: 'Lisez attentivement.', crisisMessage: false }));
    expect((await caller.market.get({ id: onMarket.id })).template).toMatchObject({
      patientInstructions: 'Lisez attentivement.',
      crisisMessage: false,
    });
    const { template: marketUpdated } = await caller.market.update({ ...asSaved(onMarket), patientInstructions: 'Autre texte', crisisMessage: true });
    expect(marketUpdated).toMatchObject({ patientInstructions: 'Autre texte', crisisMessage: true });
  });

  it('copies both on duplicate, share to a colleague, publish, market duplicate and cabinet duplicate', async () => {
    const author = await practitioner({ firstName: 'Alice', lastName: 'Auteur' });
    const colleague = await practitioner();
    const { template: source } = await author.caller.templates.create(input({ patientInstructions: 'Texte pour le patient', crisisMessage: false }));
    const copied = { patientInstructions: 'Texte pour le patient', crisisMessage: false };

    const { template: duplicate } = await author.caller.templates.duplicate({ id: source.id });
    expect(duplicate).toMatchObject({ ...copied, originId: source.id });

    await author.caller.templates.shareToUser({ id: source.id, email: colleague.user.email });
    const shared = await deps.prisma.template.findFirstOrThrow({ where: { ownerId: colleague.user.id, originId: source.id } });
    expect(shared).toMatchObject(copied);
    expect((await colleague.caller.templates.get({ id: shared.id })).template).toMatchObject(copied);

    const { publicTemplate } = await author.caller.templates.publish({ id: source.id });
    const published = (await colleague.caller.market.get({ id: publicTemplate.id })).template;
    expect(published).toMatchObject(copied);
    expect((await colleague.caller.market.duplicate({ id: publicTemplate.id })).template).toMatchObject(copied);

    const cabinet = await createCabinet(deps.prisma, { ownerId: author.user.id, memberIds: [colleague.user.id] });
    await shareTemplateToCabinet(deps.prisma, { cabinetId: cabinet.id, templateId: source.id, sharedById: author.user.id });
    const [preview] = (await colleague.caller.cabinets.templates({ id: cabinet.id })).items;
    expect(preview).toMatchObject({ templateId: source.id, ...copied });
    expect((await colleague.caller.cabinets.duplicateTemplate({ id: cabinet.id, templateId: source.id })).template).toMatchObject(copied);
  });
});

describe('the validated-instrument flag of a PHQ-9 copy', () => {
  async function phq9Copy(id = phq9Fr) {
    const { caller } = await practitioner();
    const { template } = await caller.market.duplicate({ id });
    return { caller, copy: template };
  }

  it('a copy carries the stem as its patient instructions, the crisis switch on, and keeps the flag when saved unchanged', async () => {
    const { caller, copy } = await phq9Copy();
    expect(copy).toMatchObject({ validatedInstrument: 'phq9', patientInstructions: STEM_FR, crisisMessage: true });
    expect(copy.scoreBands.filter((b) => b.positive === true).map((b) => b.min)).toEqual([10, 15, 20]);
    const { template: saved } = await caller.templates.update(asSaved(copy));
    expect(saved.validatedInstrument).toBe('phq9');
    // Its own title and the crisis switch are the practitioner's: still the instrument.
    const { template: renamed } = await caller.templates.update({ ...asSaved(copy), name: 'Mon PHQ-9', crisisMessage: false });
    expect(renamed).toMatchObject({ validatedInstrument: 'phq9', name: 'Mon PHQ-9', crisisMessage: false });
    const { template: english } = await phq9Copy(phq9En).then((c) => c.caller.templates.update(asSaved(c.copy)));
    expect(english).toMatchObject({ validatedInstrument: 'phq9', patientInstructions: instrumentVersion('phq9', 'en')!.instructions });
  });

  it('drops the flag when the instructions, a band label, a positive mark or an option label change', async () => {
    const changes: [string, (c: TTemplateDetail) => Partial<ReturnType<typeof asSaved>>][] = [
      ['instructions', (c) => ({ patientInstructions: `${c.patientInstructions} Merci.` })],
      ['instructions removed', () => ({ patientInstructions: null })],
      ['band label', (c) => ({ scoreBands: c.scoreBands.map((b) => (b.min === 10 ? { ...b, label: 'Modérée' } : b)) })],
      ['positive mark', (c) => ({ scoreBands: c.scoreBands.map(({ positive: _p, ...b }) => b) })],
      [
        'option label',
        (c) => ({
          fields: c.fields.map((f) =>
            f.id === 'phq9_2' ? { ...f, options: f.options!.map((o) => (o.id === 'phq9_2_1' ? { ...o, label: 'Quelques jours' } : o)) } : f,
          ),
        }),
      ],
    ];
    for (const [what, change] of changes) {
      // Whether the builder sends the flag back or leaves it out (the stored flag then counts), the server drops it.
      for (const flag of [{ validatedInstrument: 'phq9' as const }, {}]) {
        const { caller, copy } = await phq9Copy();
        const { template } = await caller.templates.update({ ...asSaved(copy), ...change(copy), ...flag });
        expect({ what, flag, kept: template.validatedInstrument }).toEqual({ what, flag, kept: null });
        expect((await caller.templates.get({ id: copy.id })).template.validatedInstrument).toBeNull();
      }
    }
  });
});
