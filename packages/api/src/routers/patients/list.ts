// patients.list: my patients sorted by name, with search and pages.
import { z } from 'zod';
import { profileProcedure } from '../../trpc';
import { listPatients } from '../../services/patients/list-patients';
import { ZPatientList } from '../../services/patients/views';
import { ZPage } from './inputs';

export const list = profileProcedure
  .input(z.object({ search: z.string().trim().max(200).optional(), ...ZPage }).default({ page: 1, pageSize: 20 }))
  .output(ZPatientList)
  .query(({ ctx, input }) => listPatients(ctx, input));
