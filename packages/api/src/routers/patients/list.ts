// patients.list: my patients sorted by name, with search, the latest band's level (docs/scores.md#patient-list) and pages.
import { z } from 'zod';
import { SCORE_BAND_LEVELS, ZPage, ZSearch } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listPatients } from '../../services/patients/list-patients';
import { ZPatientList } from '../../services/patients/views';

export const list = profileProcedure
  .input(z.object({ search: ZSearch, band: z.enum(SCORE_BAND_LEVELS).optional(), ...ZPage }).default({ page: 1, pageSize: 20 }))
  .output(ZPatientList)
  .query(({ ctx, input }) => listPatients(ctx, ctx.user, input));
