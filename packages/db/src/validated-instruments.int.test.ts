// The validated instruments' public templates: created after the migrations of a fresh database, once, in the languages
// with an official text; brought back to the domain's content when it differs; a withdrawn language loses its original
// and a flagged copy that is no longer the instrument loses its flag (docs/scores.md#instruments).
import {
  instrumentVersion,
  keepsInstrument,
  possibleScoreRange,
  ZScoreBands,
  ZTemplateFields,
  type TValidatedInstrumentKey,
} from '@praxiform/domain';
import { describe, expect, it } from 'vitest';
import { createPrismaClient } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { createEmptyTestDatabase, getTestPrisma } from './testing/index.ts';
import { prismaQueryable, syncValidatedInstruments } from './validated-instruments.ts';

const candidate = (row: { language: 'fr' | 'en' | 'nl'; fields: unknown; scoreBands: unknown; patientInstructions: string | null }) => ({
  language: row.language,
  fields: ZTemplateFields.parse(row.fields),
  scoreBands: ZScoreBands.parse(row.scoreBands),
  patientInstructions: row.patientInstructions,
});

describe('validated instruments', () => {
  it('exist as locked public templates in fr and en (no official Dutch text) in a fresh database, created once', async () => {
    const url = await createEmptyTestDatabase();
    await applyMigrations(url);
    await applyMigrations(url);
    const prisma = createPrismaClient(url);
    try {
      const rows = await prisma.template.findMany({ where: { validatedInstrument: { not: null } }, orderBy: { id: 'asc' } });
      expect(rows.map((r) => `${r.validatedInstrument}:${r.language}`).sort()).toEqual(['gad7:en', 'gad7:fr', 'phq9:en', 'phq9:fr']);
      for (const row of rows) {
        expect(row).toMatchObject({ isPublic: true, ownerId: null, creatorId: null, creatorName: 'Praxiform', type: 'bilan', scoringEnabled: true });
        const key = row.validatedInstrument as TValidatedInstrumentKey;
        const version = instrumentVersion(key, row.language)!;
        expect(row.patientInstructions).toBe(version.instructions);
        expect(keepsInstrument(key, candidate(row))).toBe(true);
        expect(possibleScoreRange(ZTemplateFields.parse(row.fields)).max).toBe(key === 'phq9' ? 27 : 21);
      }
    } finally {
      await prisma.$disconnect();
    }
  });

  it('rewrites a changed instrument, removes a withdrawn language, unflags changed copies; the test databases start without them', async () => {
    const prisma = await getTestPrisma();
    expect(await prisma.template.count({ where: { validatedInstrument: { not: null } } })).toBe(0);
    const db = prismaQueryable(prisma);
    expect(await syncValidatedInstruments(db)).toEqual({ created: 4, updated: 0, withdrawn: 0, unflagged: 0 });
    expect(await syncValidatedInstruments(db)).toEqual({ created: 0, updated: 0, withdrawn: 0, unflagged: 0 });
    const phq = await prisma.template.findFirstOrThrow({ where: { validatedInstrument: 'phq9', language: 'fr' } });
    await prisma.template.update({ where: { id: phq.id }, data: { description: 'changed', fields: [], patientInstructions: null } });

    // A Dutch original as an earlier version shipped it, and three private copies.
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...original
    } = await prisma.template.findFirstOrThrow({ where: { validatedInstrument: 'phq9', language: 'en' } });
    const dutch = await prisma.template.create({
      data: { ...original, language: 'nl', fields: original.fields ?? [], scoreBands: original.scoreBands ?? [] },
    });
    const owner = await prisma.user.create({ data: { email: 'copies@example.test', firstName: 'A', lastName: 'B' } });
    const copy = (data: Record<string, unknown>) =>
      prisma.template.create({
        data: {
          ...original,
          fields: original.fields ?? [],
          scoreBands: original.scoreBands ?? [],
          isPublic: false,
          creatorName: 'A B',
          ownerId: owner.id,
          creatorId: owner.id,
          ...data,
        },
      });
    const unchangedOld = await copy({ patientInstructions: null });
    const reworded = await copy({ patientInstructions: 'Over the last month…' });
    const dutchCopy = await copy({ language: 'nl' });

    expect(await syncValidatedInstruments(db)).toEqual({ created: 0, updated: 1, withdrawn: 1, unflagged: 2 });
    const back = await prisma.template.findUniqueOrThrow({ where: { id: phq.id } });
    expect(back.description).toBe(instrumentVersion('phq9', 'fr')!.description);
    expect(keepsInstrument('phq9', candidate(back))).toBe(true);
    expect(await prisma.template.findUnique({ where: { id: dutch.id } })).toBeNull();
    // A copy made before the stem moved to the instructions gets it and stays the instrument.
    expect(await prisma.template.findUniqueOrThrow({ where: { id: unchangedOld.id } })).toMatchObject({
      validatedInstrument: 'phq9',
      patientInstructions: instrumentVersion('phq9', 'en')!.instructions,
    });
    expect((await prisma.template.findUniqueOrThrow({ where: { id: reworded.id } })).validatedInstrument).toBeNull();
    expect(await prisma.template.findUniqueOrThrow({ where: { id: dutchCopy.id } })).toMatchObject({ validatedInstrument: null, language: 'nl' });
  });
});
