// The Stripe SDK client of a billing configuration, and how its failures surface (docs/billing-api.md#errors).
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import type { Logger } from 'pino';
import type { TBillingConfig } from '../../context';
import { AppError } from '../../errors';

const clients = new WeakMap<TBillingConfig, Stripe>();

/** One client per configuration; STRIPE_API_URL points the SDK's host, port and protocol elsewhere (the local fake). */
export function stripeFor(config: TBillingConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    const protocol = api?.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(config.secretKey, {
      apiVersion: Stripe.API_VERSION,
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(api ? { host: api.hostname, port: Number(api.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/** What a log may say about a Stripe failure: its kind and Stripe's request id, never a key or a card. */
export function stripeErrorLog(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError)
    return { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Runs a Stripe call; a Stripe failure is logged and becomes PAYMENT_SESSION_FAILED (502). */
export async function callStripe<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return stripeFailure(logger, what, error);
  }
}

/** A failed Stripe call: logged, and PAYMENT_SESSION_FAILED (502) for the caller (an AppError passes through). */
export function stripeFailure(logger: Logger, what: string, error: unknown): never {
  if (error instanceof AppError) throw error;
  logger.error({ stripe: stripeErrorLog(error), call: what }, 'stripe call failed');
  throw new AppError('PAYMENT_SESSION_FAILED');
}

/** Stripe answered that the object does not exist (a customer of another account or mode, or deleted). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/**
 * The prefix of this deployment's idempotency keys: an HMAC of the Stripe secret key (its account and its mode) with
 * the app's own secret key (this deployment), so that two deployments on one test account, or test and live keys,
 * never replay each other's requests (docs/billing-api.md#procedures).
 */
export function idempotencyScope(config: TBillingConfig, appSecretKey: Uint8Array): string {
  return createHmac('sha256', appSecretKey).update(`stripe-idempotency:v1:${config.secretKey}`).digest('hex').slice(0, 16);
}
