// Small pieces the local Stripe's modules share: ids shaped like Stripe's, its error answers, the wire form of the
// SDK's types (decimals travel as strings), period arithmetic and amounts as a person reads them.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeMinorUnitDigits } from '@praxiform/domain';

/**
 * An SDK type as it travels in JSON: the SDK turns `*_decimal` strings of API responses into `Stripe.Decimal`
 * objects (and types webhook events the same way, though they reach `constructEvent` as plain strings).
 */
export type TWire<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? TWire<U>[]
      : T extends object
        ? { [K in keyof T]: TWire<T[K]> }
        : T;

export type TWireList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };
export type TMetadata = Record<string, string>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `cus_1Nq…` : Stripe's prefix, then 24 letters and digits. */
export function newId(prefix: string, length = 24): string {
  let body = '';
  for (const byte of randomBytes(length)) body += BASE62[byte % 62];
  return `${prefix}_${body}`;
}

/** Eight capitals, as Stripe prefixes a customer's invoice numbers. */
export function newInvoicePrefix(): string {
  let prefix = '';
  for (const byte of randomBytes(8)) prefix += BASE62[10 + (byte % 26)];
  return prefix;
}

export type TStripeErrorBody = { type: string; code?: string; message: string; param?: string };

/** An answer in Stripe's error format: `{ error: { type, code?, message, param? } }` with its HTTP status. */
export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  body(): { error: TStripeErrorBody } {
    return {
      error: {
        type: this.type,
        ...(this.extra.code ? { code: this.extra.code } : {}),
        message: this.message,
        ...(this.extra.param ? { param: this.extra.param } : {}),
      },
    };
  }
}

/** An unknown id in the path (404), or in a parameter (400, naming it), as Stripe answers both. */
export const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(param === 'id' ? 404 : 400, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, 'invalid_request_error', message, { ...(param ? { param } : {}), ...(code ? { code } : {}) });

/** Stripe refuses two parameters that say the same thing differently. */
export const exclusive = (...params: string[]) =>
  invalid(`You may only specify one of these parameters: ${params.join(', ')}.`, params[0], 'parameters_exclusive');

export type TInterval = 'day' | 'week' | 'month' | 'year';

/** The end of a period that starts at `from`: months keep their day, clamped to the month's last (31 Jan → 28 Feb). */
export function addInterval(from: number, interval: TInterval, count: number): number {
  if (interval === 'day' || interval === 'week') return from + count * (interval === 'day' ? 1 : 7) * 24 * 3600;
  const date = new Date(from * 1000);
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** `29.00 EUR`, `500 JPY`, `1.250 KWD`: an amount in the currency's smallest unit, as a person reads it. */
export function formatAmount(amount: number, currency: string): string {
  const digits = stripeMinorUnitDigits(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
}

/** `/ month`, `/ 3 months`, `/ year`. */
export const formatInterval = (interval: string, count: number) => (count === 1 ? `/ ${interval}` : `/ ${count} ${interval}s`);

export const formatDate = (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A deep copy through JSON: what a webhook or an API answer carries. */
export const wireCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** `object` with `key` set where Stripe writes it: after `id` and `object`, in alphabetical order. */
export function withField<T extends object>(object: T, key: string, value: unknown): T {
  const entries = Object.entries(object).filter(([name]) => name !== key);
  const at = entries.findIndex(([name]) => name !== 'id' && name !== 'object' && name > key);
  entries.splice(at < 0 ? entries.length : at, 0, [key, value]);
  return Object.fromEntries(entries) as T;
}
