// REST adapters of spec section 7 for authentication (login, register, logout, me, passwords, Google).
import { Router } from 'express';
import type { ApiDeps } from '@praxiform/api';

export function createAuthRestRouter(_deps: ApiDeps): Router {
  return Router();
}
