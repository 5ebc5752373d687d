// The validated instruments (PHQ-9, GAD-7) as locked public templates in every language, brought up to date after the
// migrations of every database the app starts on (docs/scores.md#instruments). They have no creator and no owner, so
// nobody edits or deletes them through the market (only a public template's creator may); practitioners duplicate them.
import { LOCALES, VALIDATED_INSTRUMENT_KEYS, VALIDATED_INSTRUMENTS, ZTemplateInput } from '@praxiform/domain';

/** What runs SQL: a pg client, or a Prisma client through `prismaQueryable`. */
export type TQueryable = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export const INSTRUMENTS_CREATOR_NAME = 'Praxiform';

/** The category of both instruments (a key of TEMPLATE_CATEGORIES). */
const CATEGORY = 'psychiatry';

/**
 * Creates the missing instrument templates and rewrites the ones whose content differs from @praxiform/domain's
 * (a corrected translation reaches every database at the next start). Idempotent; callers serialize it (the migration
 * lock). Returns how many rows it created or updated.
 */
export async function syncValidatedInstruments(db: TQueryable): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  for (const key of VALIDATED_INSTRUMENT_KEYS) {
    const instrument = VALIDATED_INSTRUMENTS[key];
    for (const language of LOCALES) {
      // Parsed as any template: the instruments must be valid templates (bands covering 0..max, flag kept).
      const content = ZTemplateInput.parse({
        name: instrument.name[language],
        type: 'bilan',
        category: CATEGORY,
        description: instrument.description[language],
        language,
        scoringEnabled: true,
        fields: instrument.fields[language],
        scoreBands: instrument.bands[language],
        validatedInstrument: key,
      });
      const values = [
        content.name,
        content.description ?? null,
        JSON.stringify(content.fields),
        JSON.stringify(content.scoreBands),
        key,
        language,
        CATEGORY,
        INSTRUMENTS_CREATOR_NAME,
      ];
      const { rows } = await db.query(
        `SELECT id FROM templates WHERE is_public AND creator_id IS NULL AND owner_id IS NULL
           AND validated_instrument = $1 AND language = $2::locale ORDER BY id LIMIT 1`,
        [key, language],
      );
      const id = rows[0]?.['id'];
      if (id === undefined) {
        await db.query(
          `INSERT INTO templates (name, type, category, description, language, is_public, scoring_enabled, fields, score_bands,
             validated_instrument, creator_id, creator_name, owner_id, created_at, updated_at)
           VALUES ($1, 'bilan', $7, $2, $6::locale, true, true, $3::jsonb, $4::jsonb, $5, NULL, $8, NULL,
             now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')
           RETURNING id`,
          values,
        );
        created += 1;
        continue;
      }
      const changed = await db.query(
        `UPDATE templates SET name = $1, description = $2, fields = $3::jsonb, score_bands = $4::jsonb, type = 'bilan',
           category = $7, scoring_enabled = true, creator_name = $8, updated_at = now() AT TIME ZONE 'UTC'
         WHERE id = $9 AND validated_instrument = $5 AND language = $6::locale AND (name IS DISTINCT FROM $1
           OR description IS DISTINCT FROM $2 OR fields IS DISTINCT FROM $3::jsonb OR score_bands IS DISTINCT FROM $4::jsonb
           OR type IS DISTINCT FROM 'bilan' OR category IS DISTINCT FROM $7 OR NOT scoring_enabled
           OR creator_name IS DISTINCT FROM $8)
         RETURNING id`,
        [...values, id],
      );
      updated += changed.rows.length;
    }
  }
  return { created, updated };
}

/** A Prisma client as a TQueryable (tests and the seed use it). */
export function prismaQueryable(prisma: { $queryRawUnsafe: <T = unknown>(query: string, ...values: unknown[]) => Promise<T> }): TQueryable {
  return { query: async (text, params) => ({ rows: await prisma.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params) }) };
}
