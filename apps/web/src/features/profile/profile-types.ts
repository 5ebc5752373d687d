// Answers of the profile procedures, inferred from the server router (docs/auth-api.md).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@praxiform/api';

type TOutputs = inferRouterOutputs<AppRouter>;

export type TProfile = TOutputs['profile']['get']['profile'];
export type TProfileOptions = TOutputs['profile']['options'];
