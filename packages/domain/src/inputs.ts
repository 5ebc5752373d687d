// Pieces of procedure inputs several routers share: a row id, a page of a list, a search text.
import { z } from 'zod';

/** The id of a stored row: a positive PostgreSQL integer (larger numbers would fail in the query, not in validation). */
export const ZId = z.number().int().positive().max(2_147_483_647);
export const ZIdInput = z.object({ id: ZId });

/** The page of a list, spread into its input object; the first page is 1. */
export const ZPage = { page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) };

export const ZSearch = z.string().trim().max(200).optional();
