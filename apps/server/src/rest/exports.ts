// REST adapter: see docs/forms-api.md.
import { Router } from 'express';
import type { ApiDeps } from '@praxiform/api';

export function createExportsRestRouter(_deps: ApiDeps): Router {
  return Router();
}
