// submissions: sending forms, links, the waiting room, edit mode (docs/product.md#routes, #states, #errors); see docs/forms-api.md.
import { router } from '../../trpc';
import { listForPatient } from './list-for-patient';
import { get } from './get';
import { send } from './send';
import { resend } from './resend';
import { cancel } from './cancel';
import { deleteSubmission } from './delete';
import { saveAnswers } from './save-answers';
import { waitingRoom } from './waiting-room';
import { createAnonymous } from './create-anonymous';
import { assign } from './assign';
import { genericLink } from './generic-link';
import { rotateGenericLink } from './rotate-generic-link';
import { overview } from './overview';

export const submissionsRouter = router({
  listForPatient,
  get,
  send,
  resend,
  cancel,
  delete: deleteSubmission,
  saveAnswers,
  waitingRoom,
  createAnonymous,
  assign,
  genericLink,
  rotateGenericLink,
  overview,
});
