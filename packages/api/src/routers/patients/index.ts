// patients: the practitioner's patient file (docs/product.md#entities, #validation); see docs/forms-api.md.
import { router } from '../../trpc';
import { list } from './list';
import { stats } from './stats';
import { get } from './get';
import { create } from './create';
import { update } from './update';
import { deletePatient } from './delete';
import { scoreTrends } from './score-trends';
import { accessHistory } from './access-history';
import { accessLog } from './access-log';

export const patientsRouter = router({
  list,
  stats,
  get,
  create,
  update,
  delete: deletePatient,
  scoreTrends,
  accessHistory,
  accessLog,
});
