// The validated instruments (PHQ-9, GAD-7) as locked public templates in every language they are offered in, brought up
// to date after the migrations of every database the app starts on (docs/scores.md#instruments). They have no creator
// and no owner, so nobody edits or deletes them through the market (only a public template's creator may);
// practitioners duplicate them. A language withdrawn from an instrument loses its public original, and a flagged
// template that no longer is the instrument loses its flag.
import {
  instrumentVersion,
  isInstrumentKey,
  keepsInstrument,
  LOCALES,
  VALIDATED_INSTRUMENT_KEYS,
  ZScoreBands,
  ZTemplateFields,
  ZTemplateInput,
  type TLocale,
} from '@praxiform/domain';

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
export async function syncValidatedInstruments(db: TQueryable): Promise<{ created: number; updated: number; withdrawn: number; unflagged: number }> {
  let created = 0;
  let updated = 0;
  let withdrawn = 0;
  for (const key of VALIDATED_INSTRUMENT_KEYS) {
    for (const language of LOCALES) {
      const version = instrumentVersion(key, language);
      if (!version) {
        // No official text in this language (docs/scores.md#sources): the public original goes; copies stay the
        // practitioners' own templates, without the flag (below).
        const gone = await db.query(
          `DELETE FROM templates WHERE is_public AND creator_id IS NULL AND owner_id IS NULL AND validated_instrument = $1
             AND language = $2::locale RETURNING id`,
          [key, language],
        );
        withdrawn += gone.rows.length;
        continue;
      }
      // Parsed as any template: the instruments must be valid templates (bands covering 0..max, flag kept).
      const content = ZTemplateInput.parse({
        name: version.name,
        type: 'bilan',
        category: CATEGORY,
        description: version.description,
        language,
        scoringEnabled: true,
        fields: version.fields,
        scoreBands: version.bands,
        patientInstructions: version.instructions,
        validatedInstrument: key,
      });
      if (content.validatedInstrument !== key) throw new Error(`${key} in ${language} does not keep its own flag`);
      const values = [
        content.name,
        content.description ?? null,
        JSON.stringify(content.fields),
        JSON.stringify(content.scoreBands),
        key,
        language,
        CATEGORY,
        INSTRUMENTS_CREATOR_NAME,
        content.patientInstructions,
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
             validated_instrument, creator_id, creator_name, owner_id, patient_instructions, created_at, updated_at)
           VALUES ($1, 'bilan', $7, $2, $6::locale, true, true, $3::jsonb, $4::jsonb, $5, NULL, $8, NULL, $9,
             now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')
           RETURNING id`,
          values,
        );
        created += 1;
        continue;
      }
      const changed = await db.query(
        `UPDATE templates SET name = $1, description = $2, fields = $3::jsonb, score_bands = $4::jsonb, type = 'bilan',
           category = $7, scoring_enabled = true, creator_name = $8, patient_instructions = $9,
           updated_at = now() AT TIME ZONE 'UTC'
         WHERE id = $10 AND validated_instrument = $5 AND language = $6::locale AND (name IS DISTINCT FROM $1
           OR description IS DISTINCT FROM $2 OR fields IS DISTINCT FROM $3::jsonb OR score_bands IS DISTINCT FROM $4::jsonb
           OR type IS DISTINCT FROM 'bilan' OR category IS DISTINCT FROM $7 OR NOT scoring_enabled
           OR creator_name IS DISTINCT FROM $8 OR patient_instructions IS DISTINCT FROM $9)
         RETURNING id`,
        [...values, id],
      );
      updated += changed.rows.length;
    }
  }
  return { created, updated, withdrawn, unflagged: await unflagChangedCopies(db) };
}

/**
 * The flag stays only on templates that still are the instrument (docs/scores.md#instruments). Copies made before the
 * stem moved into the patient instructions get the stem first (the rule compares it); then every flagged template
 * that differs from the official version in its language (or whose language is withdrawn) loses the flag.
 */
async function unflagChangedCopies(db: TQueryable): Promise<number> {
  const { rows } = await db.query(
    `SELECT id, validated_instrument, language::text AS language, fields, score_bands, scoring_enabled, patient_instructions
       FROM templates WHERE validated_instrument IS NOT NULL`,
    [],
  );
  let unflagged = 0;
  for (const row of rows) {
    const key = row['validated_instrument'] as string;
    const language = row['language'] as TLocale;
    const fields = ZTemplateFields.safeParse(row['fields']);
    const bands = ZScoreBands.safeParse(row['score_bands']);
    let instructions = row['patient_instructions'] as string | null;
    const version = isInstrumentKey(key) ? instrumentVersion(key, language) : null;
    if (version && instructions === null) {
      instructions = version.instructions;
      await db.query(`UPDATE templates SET patient_instructions = $2 WHERE id = $1 AND patient_instructions IS NULL`, [row['id'], instructions]);
    }
    const keeps =
      isInstrumentKey(key) &&
      fields.success &&
      bands.success &&
      keepsInstrument(key, {
        language,
        fields: fields.data,
        scoreBands: row['scoring_enabled'] ? bands.data : [],
        patientInstructions: instructions,
      });
    if (!keeps) {
      await db.query(`UPDATE templates SET validated_instrument = NULL WHERE id = $1`, [row['id']]);
      unflagged += 1;
    }
  }
  return unflagged;
}

/** A Prisma client as a TQueryable (tests and the seed use it). */
export function prismaQueryable(prisma: { $queryRawUnsafe: <T = unknown>(query: string, ...values: unknown[]) => Promise<T> }): TQueryable {
  return { query: async (text, params) => ({ rows: await prisma.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params) }) };
}
