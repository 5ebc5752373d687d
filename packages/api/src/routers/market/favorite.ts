// market.favorite / market.unfavorite: idempotent; the answer carries the exact count after the change.
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { setFavorite } from '../../services/market/favorites';

const ZFavoriteOutput = z.object({ favoritesCount: z.number().int(), isFavorite: z.boolean() });

export const favorite = profileProcedure
  .input(ZIdInput)
  .output(ZFavoriteOutput)
  .mutation(({ ctx, input }) => setFavorite(ctx, ctx.user, { id: input.id, favorite: true }));

export const unfavorite = profileProcedure
  .input(ZIdInput)
  .output(ZFavoriteOutput)
  .mutation(({ ctx, input }) => setFavorite(ctx, ctx.user, { id: input.id, favorite: false }));
