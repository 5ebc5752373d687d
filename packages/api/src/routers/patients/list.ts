// patients.list: my patients sorted by name, with search, the latest band's level (docs/scores.md#patient-list) and pages;
// logged as `patient_list_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { SCORE_BAND_LEVELS, ZPage, ZSearch } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listPatients } from '../../services/patients/list-patients';
import { ZPatientList } from '../../services/patients/views';
import { recordAccess } from '../../services/access-log/record-access';

export const list = profileProcedure
  .input(z.object({ search: ZSearch, band: z.enum(SCORE_BAND_LEVELS).optional(), ...ZPage }).default({ page: 1, pageSize: 20 }))
  .output(ZPatientList)
  .query(async ({ ctx, input }) => {
    const list = await listPatients(ctx, ctx.user, input);
    await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_list_viewed', patientId: null, submissionId: null });
    return list;
  });
