// Text search of templates: case- and accent-insensitive (unaccent + ILIKE), on name, description and creator name.
// praxiform_unaccent is unaccent with its dictionary named, IMMUTABLE so that the public templates' trigram index
// (migration 20261128144153_search_and_overview_indexes) serves the market's search.
import { Prisma } from '@praxiform/db';
import type { DbClient } from '../shared/db-client';
import { containsPattern } from '../shared/like-pattern';

/**
 * The condition "template `t` matches `search`", for a statement that reads `templates t`. Prisma's `contains` cannot
 * call unaccent, hence SQL; the searched words are one parameter, their LIKE wildcards taken literally.
 */
export function templateTextMatch(search: string): Prisma.Sql {
  const pattern = containsPattern(search);
  return Prisma.sql`(praxiform_unaccent(t.name) ILIKE praxiform_unaccent(${pattern})
    OR praxiform_unaccent(coalesce(t.description, '')) ILIKE praxiform_unaccent(${pattern})
    OR praxiform_unaccent(t.creator_name) ILIKE praxiform_unaccent(${pattern}))`;
}

/**
 * Ids of one practitioner's private templates matching `search`: one statement whatever the page, combined by the
 * caller with its other filters as `id IN (...)` (a practitioner's own templates number in the hundreds at most; the
 * market, where they number in the thousands, searches, sorts and pages in one statement: services/market/list-market.ts).
 */
export async function matchingTemplateIds(db: DbClient, search: string, scope: { ownerId: number }): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT t.id FROM templates t
    WHERE t.owner_id = ${scope.ownerId} AND t.is_public = false AND ${templateTextMatch(search)}`;
  return rows.map((r) => r.id);
}
