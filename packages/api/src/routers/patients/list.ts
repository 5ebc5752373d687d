// patients.list: my patients sorted by name, with search and pages.
import { z } from 'zod';
import { ZPage, ZSearch } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listPatients } from '../../services/patients/list-patients';
import { ZPatientList } from '../../services/patients/views';

export const list = profileProcedure
  .input(z.object({ search: ZSearch, ...ZPage }).default({ page: 1, pageSize: 20 }))
  .output(ZPatientList)
  .query(({ ctx, input }) => listPatients(ctx, ctx.user, input));
