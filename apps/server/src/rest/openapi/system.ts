// The OpenAPI operations of the app's own paths (app.ts, rest/index.ts): health for load balancers, Stripe's webhook and
// this document. None of them uses the REST error envelope but for a body over 1 MB.
import { z } from 'zod';
import { errorSchema, header, jsonAnswer, jsonContent, type Components, type TPaths, type TResponse } from './shared';

const ZReady = z.object({ ok: z.literal(true), database: z.literal('up') });
const ZNotReady = z.union([
  z.object({ ok: z.literal(false), database: z.literal('down') }),
  z.object({ ok: z.literal(false), stopping: z.literal(true).describe('The process is shutting down: send it no more traffic') }),
]);
const ZWebhookAnswer = z.object({ received: z.boolean(), outcome: z.string() });

export function systemPaths(book: Components): TPaths {
  const noStore = { 'Cache-Control': header('no-store') };
  const readiness = (operationId: string, summary: string) => ({
    get: {
      tags: ['health'],
      operationId,
      summary,
      responses: {
        200: jsonAnswer(book, 'Ready: the database answers', ZReady, noStore),
        503: jsonAnswer(book, 'Not ready: the database does not answer (within 2 s), or the process is stopping', ZNotReady, noStore),
      },
    },
  });
  const tooLarge: TResponse = { description: 'PAYLOAD_TOO_LARGE: a body over 1 MB', content: jsonContent(book.schema(errorSchema(book, 413))) };
  return {
    '/health': readiness('health', 'Readiness (the same as /health/ready)'),
    '/health/ready': readiness('healthReady', 'Readiness: whether this process can serve, its database answering'),
    '/health/live': {
      get: {
        tags: ['health'],
        operationId: 'healthLive',
        summary: 'Liveness: the process answers (restart it if not)',
        responses: { 200: jsonAnswer(book, 'Alive', z.object({ ok: z.literal(true) }), noStore) },
      },
    },
    '/webhooks/stripe': {
      post: {
        tags: ['billing'],
        operationId: 'stripeWebhook',
        summary: "Stripe's events about subscriptions and payments (docs/billing-api.md#webhook)",
        description:
          'Read raw, before any JSON parser: the signature covers the exact bytes. Each event is applied once (its id is recorded); Stripe retries what is not answered 200.',
        externalDocs: { url: 'https://docs.stripe.com/webhooks', description: "Stripe's webhooks and their signature" },
        parameters: [
          {
            name: 'stripe-signature',
            in: 'header',
            required: true,
            description: "Stripe's signature of the raw body with the endpoint's secret (STRIPE_WEBHOOK_SECRET); a body it does not sign is 400",
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          description: 'A Stripe Event, as Stripe sent it (any Content-Type is read as raw bytes, 1 MB at most)',
          content: jsonContent({ type: 'object', externalDocs: { url: 'https://docs.stripe.com/api/events/object' } }),
        },
        responses: {
          200: jsonAnswer(
            book,
            '`received: true`; `outcome`: applied, applied:<status>, duplicate, ignored (an event type not handled), no-subscription, unknown-customer, duplicate-subscription-canceled',
            ZWebhookAnswer,
          ),
          400: jsonAnswer(book, '`received: false`, `outcome: INVALID_SIGNATURE`', ZWebhookAnswer),
          413: tooLarge,
          500: jsonAnswer(book, '`received: false`, `outcome: FAILED`: nothing was stored, Stripe retries later', ZWebhookAnswer),
          503: jsonAnswer(book, '`received: false`, `outcome: PAYMENTS_NOT_CONFIGURED`: this server takes no payments', ZWebhookAnswer),
        },
      },
    },
    '/openapi.json': {
      get: {
        tags: ['meta'],
        operationId: 'openApiDocument',
        summary: 'This document: OpenAPI 3.1 of every REST path under /api (tRPC, /api/trpc, is not REST)',
        responses: {
          200: {
            description: 'The document',
            content: jsonContent({
              type: 'object',
              required: ['openapi', 'info', 'paths'],
              properties: { openapi: { const: '3.1.0' } },
              externalDocs: { url: 'https://spec.openapis.org/oas/v3.1.0' },
            }),
          },
        },
      },
    },
  };
}
