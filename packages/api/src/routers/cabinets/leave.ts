// cabinets.leave: a member leaves the cabinet; the owner must delete it or transfer it first.
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { leaveCabinet } from '../../services/cabinets/members';
import { ZSuccess } from '../outputs';

export const leave = profileProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await leaveCabinet(ctx, ctx.user, input);
    return { success: true as const };
  });
