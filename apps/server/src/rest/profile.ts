// REST adapters of docs/product.md#rest-api for the profile (complete-profile, user/update-role); they call the tRPC procedures.
import { Router, type Request } from 'express';
import { TRPCError } from '@trpc/server';
import type { ApiDeps } from '@praxiform/api';
import type { TCompleteProfileInput, TUserRole } from '@praxiform/domain';
import { callerFor, route } from './caller';
import { restUserOf } from './user';

/** The JSON body as an object; anything else becomes {} so the procedure's validation answers 422. */
function body(req: Request): Record<string, unknown> {
  const value: unknown = req.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** null on the wire means "not given", like an absent key. */
function given(value: unknown): unknown {
  return value ?? undefined;
}

const snakeCase = (key: PropertyKey) => (typeof key === 'string' ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key);

/** Field errors name the snake_case keys the client sent (the procedure's schema speaks camelCase). */
function withSnakeCasePaths(error: unknown): unknown {
  const cause = error instanceof TRPCError ? error.cause : undefined;
  if (cause && 'issues' in cause && Array.isArray(cause.issues)) {
    for (const issue of cause.issues as { path: PropertyKey[] }[]) issue.path = issue.path.map(snakeCase);
  }
  return error;
}

export function createProfileRestRouter(deps: ApiDeps): Router {
  const rest = Router();

  rest.post(
    '/complete-profile',
    route(async (req, res) => {
      const b = body(req);
      const caller = await callerFor(deps, req);
      // Unchecked here on purpose: the procedure's schema validates every field (one implementation of the rules).
      const input = {
        profession: b.profession,
        customProfession: given(b.custom_profession),
        specialties: given(b.specialties),
        registrationNumber: given(b.registration_number),
        workAddress: given(b.work_address),
        phone: given(b.phone),
      } as TCompleteProfileInput;
      await caller.profile.completeProfile(input).catch((error: unknown) => {
        throw withSnakeCasePaths(error);
      });
      // The same shape as GET /api/me and POST /api/login: `data.user`, snake_case (docs/auth-api.md#the-rest-user).
      res.json({ success: true, data: { user: await restUserOf(caller) } });
    }),
  );

  rest.post(
    '/user/update-role',
    route(async (req, res) => {
      const caller = await callerFor(deps, req);
      // Only `role` is read: extra keys such as is_administrator are never forwarded.
      const input = { role: body(req).role } as { role: TUserRole };
      // 200 for a refusal too: the client reads `success: false` ("Role update not successful").
      res.json(await caller.profile.updateRole(input));
    }),
  );

  return rest;
}
