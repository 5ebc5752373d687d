// The OpenAPI 3.1 document of every REST route of the app under /api (all but tRPC's /api/trpc), served at
// GET /api/openapi.json (docs/auth-api.md#rest). Bodies and answers are converted from the zod schemas the routes
// validate with (the tRPC procedures' inputs and outputs, packages/domain's schemas, ZRestUser) by zod's own generator;
// openapi.int.test.ts checks it against the app's routes and a few real answers.
import { accessLogPaths } from './openapi/access-log';
import { accountPaths } from './openapi/auth';
import { fhirPaths } from './openapi/fhir';
import { formPaths } from './openapi/forms';
import { Components } from './openapi/shared';
import { systemPaths } from './openapi/system';

const TAGS = [
  { name: 'auth', description: 'Sign-in, registration, passwords, Google (docs/auth-api.md#rest); snake_case' },
  { name: 'profile', description: "The signed-in user's profile and role; snake_case" },
  { name: 'public-forms', description: "The patient's form page: no login, the link is the credential (docs/forms-api.md)" },
  { name: 'files', description: 'Stored pictures (docs/files.md)' },
  { name: 'exports', description: 'PDF exports (docs/forms-api.md, "PDF export")' },
  { name: 'fhir', description: 'FHIR R4 export and import (docs/fhir.md)' },
  { name: 'access-log', description: "Who read the practitioner's patients' data (docs/access-log.md)" },
  { name: 'billing', description: "Stripe's webhook (docs/billing-api.md#webhook)" },
  { name: 'health', description: 'Liveness and readiness for load balancers (docs/architecture.md, "Faults")' },
  { name: 'meta', description: 'This document' },
];

export function restOpenApiDocument() {
  const book = new Components();
  const paths = { ...accountPaths(book), ...formPaths(book), ...fhirPaths(book), ...accessLogPaths(book), ...systemPaths(book) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Praxiform REST API',
      version: '1',
      description:
        "Every REST path under /api. The account paths speak snake_case (the specification's contract); the public form, " +
        'files and health answer camelCase as the SPA reads them; FHIR paths answer FHIR R4 resources. Refusals are `{ success: false, code, message, errors?, ...details }`. ' +
        'The SPA itself speaks tRPC (/api/trpc, camelCase), not described here. See docs/auth-api.md#rest.',
    },
    servers: [{ url: '/api' }],
    tags: TAGS,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session token from POST /login (or Google sign-in)' },
      },
      schemas: book.schemas,
    },
    paths,
  };
}
