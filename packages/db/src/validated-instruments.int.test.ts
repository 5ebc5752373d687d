// The validated instruments' public templates: created after the migrations of a fresh database, once; brought back to
// the domain's content when it differs (docs/scores.md#instruments).
import { keepsInstrument, possibleScoreRange, VALIDATED_INSTRUMENTS, ZTemplateFields, type TValidatedInstrumentKey } from '@praxiform/domain';
import { describe, expect, it } from 'vitest';
import { createPrismaClient } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { createEmptyTestDatabase, getTestPrisma } from './testing/index.ts';
import { prismaQueryable, syncValidatedInstruments } from './validated-instruments.ts';

describe('validated instruments', () => {
  it('exist as locked public templates in fr, en and nl in a fresh database, created once', async () => {
    const url = await createEmptyTestDatabase();
    await applyMigrations(url);
    await applyMigrations(url);
    const prisma = createPrismaClient(url);
    try {
      const rows = await prisma.template.findMany({ where: { validatedInstrument: { not: null } }, orderBy: { id: 'asc' } });
      expect(rows.map((r) => `${r.validatedInstrument}:${r.language}`).sort()).toEqual(
        ['gad7:en', 'gad7:fr', 'gad7:nl', 'phq9:en', 'phq9:fr', 'phq9:nl'].sort(),
      );
      for (const row of rows) {
        expect(row).toMatchObject({ isPublic: true, ownerId: null, creatorId: null, creatorName: 'Praxiform', type: 'bilan', scoringEnabled: true });
        const key = row.validatedInstrument as TValidatedInstrumentKey;
        const fields = ZTemplateFields.parse(row.fields);
        expect(keepsInstrument(key, fields)).toBe(true);
        expect(row.scoreBands).toEqual(VALIDATED_INSTRUMENTS[key].bands[row.language]);
        expect(possibleScoreRange(fields).max).toBe(key === 'phq9' ? 27 : 21);
      }
    } finally {
      await prisma.$disconnect();
    }
  });

  it('rewrites a changed instrument and leaves the others alone; the test databases start without them', async () => {
    const prisma = await getTestPrisma();
    expect(await prisma.template.count({ where: { validatedInstrument: { not: null } } })).toBe(0);
    const db = prismaQueryable(prisma);
    expect(await syncValidatedInstruments(db)).toEqual({ created: 6, updated: 0 });
    expect(await syncValidatedInstruments(db)).toEqual({ created: 0, updated: 0 });
    const phq = await prisma.template.findFirstOrThrow({ where: { validatedInstrument: 'phq9', language: 'fr' } });
    await prisma.template.update({ where: { id: phq.id }, data: { description: 'changed', fields: [] } });
    expect(await syncValidatedInstruments(db)).toEqual({ created: 0, updated: 1 });
    const back = await prisma.template.findUniqueOrThrow({ where: { id: phq.id } });
    expect(back.description).toBe(VALIDATED_INSTRUMENTS.phq9.description.fr);
    expect(keepsInstrument('phq9', ZTemplateFields.parse(back.fields))).toBe(true);
  });
});
