// Text search of templates: case- and accent-insensitive (unaccent + ILIKE), on name, description and creator name.
// praxiform_unaccent is unaccent with its dictionary named, IMMUTABLE so that the public templates' trigram index
// (migration 20261128144153_search_and_overview_indexes) serves the market's search.
import { Prisma } from '@praxiform/db';
import type { DbClient } from '../shared/db-client';
import { containsPattern } from '../shared/like-pattern';

/**
 * Ids of the templates in `scope` matching `search`: one statement whatever the page, combined by the caller with
 * its other filters as `id IN (...)`. Prisma's `contains` cannot call unaccent, hence the raw SQL.
 */
export async function matchingTemplateIds(db: DbClient, search: string, scope: { ownerId: number } | 'public'): Promise<number[]> {
  const pattern = containsPattern(search);
  const scopeSql = scope === 'public' ? Prisma.sql`t.is_public = true` : Prisma.sql`t.owner_id = ${scope.ownerId} AND t.is_public = false`;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT t.id FROM templates t
    WHERE ${scopeSql}
      AND (praxiform_unaccent(t.name) ILIKE praxiform_unaccent(${pattern})
        OR praxiform_unaccent(coalesce(t.description, '')) ILIKE praxiform_unaccent(${pattern})
        OR praxiform_unaccent(t.creator_name) ILIKE praxiform_unaccent(${pattern}))`;
  return rows.map((r) => r.id);
}
