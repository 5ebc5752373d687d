// Input and output pieces shared by the patients, submissions and notifications procedures.
import { z } from 'zod';

export const ZId = z.number().int().positive().max(2_147_483_647);
export const ZSuccess = z.object({ success: z.literal(true) });
export const ZPage = { page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
