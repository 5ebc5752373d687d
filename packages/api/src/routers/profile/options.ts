// profile.options: the professions and their specialty keys for the complete-profile and profile forms.
import { z } from 'zod';
import { PROFESSIONS, SPECIALTIES_BY_PROFESSION } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';

const ZOptionsOutput = z.object({
  professions: z.array(z.enum(PROFESSIONS)),
  specialties: z.record(z.enum(PROFESSIONS), z.array(z.string())),
});

export const options = authedProcedure.output(ZOptionsOutput).query(() => ({
  professions: [...PROFESSIONS],
  specialties: Object.fromEntries(PROFESSIONS.map((p) => [p, [...SPECIALTIES_BY_PROFESSION[p]]])) as Record<(typeof PROFESSIONS)[number], string[]>,
}));
