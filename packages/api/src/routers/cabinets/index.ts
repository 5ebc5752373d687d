// cabinets: shared practices, their members, invitations and shared templates; see docs/cabinets-api.md.
import { router } from '../../trpc';
import { list } from './list';
import { get } from './get';
import { create } from './create';
import { update } from './update';
import { deleteCabinet } from './delete';
import { invite } from './invite';
import { resendInvite } from './resend-invite';
import { revokeInvite } from './revoke-invite';
import { acceptInvite } from './accept-invite';
import { declineInvite } from './decline-invite';
import { removeMember } from './remove-member';
import { leave } from './leave';
import { transferOwnership } from './transfer-ownership';
import { shareTemplate } from './share-template';
import { unshareTemplate } from './unshare-template';
import { templates } from './templates';
import { duplicateTemplate } from './duplicate-template';

export const cabinetsRouter = router({
  list,
  get,
  create,
  update,
  delete: deleteCabinet,
  invite,
  resendInvite,
  revokeInvite,
  acceptInvite,
  declineInvite,
  removeMember,
  leave,
  transferOwnership,
  shareTemplate,
  unshareTemplate,
  templates,
  duplicateTemplate,
});
