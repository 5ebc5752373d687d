// The followed mail (docs/mail.md): on its way while queued, delivered at a time, failed for good with a button that
// sends it again; it asks mail.status every 2 s while the mail is on its way and stops once it settles.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@praxiform/i18n';
import { formatDate } from '../../lib/format';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { MailDeliveryStatus } from './mail-delivery-status';

const MAIL_ID = '00000000-0000-4000-8000-000000000042';
const SENT_AT = '2026-11-27T09:15:00.000Z';
const mail = (resources.en.common as { mail: Record<string, string> }).mail;
const say = (key: string, vars: Record<string, string> = {}) =>
  Object.entries(vars).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), mail[key]!);

const state = (status: 'queued' | 'sending' | 'sent' | 'failed'): TFakeAnswer => ({
  data: { id: MAIL_ID, status, sentAt: status === 'sent' ? SENT_AT : null, failedAt: status === 'failed' ? SENT_AT : null },
});
const statusCalls = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'mail.status').length;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(answers: (() => TFakeAnswer) | Record<string, (input: unknown) => TFakeAnswer>, onSettled = vi.fn()) {
  const handlers = typeof answers === 'function' ? { 'mail.status': answers } : answers;
  const calls = fakeTrpc(handlers);
  renderAuthPage(<MailDeliveryStatus mail={{ id: MAIL_ID, status: 'queued' }} email="nora@example.org" onSettled={onSettled} />, {
    locale: 'en',
    path: '/profile',
  });
  return { calls, onSettled };
}

describe('MailDeliveryStatus', () => {
  it('says the mail is on its way while it is queued or being sent, and keeps asking every 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = ['queued', 'sending', 'queued'] as const;
    let asked = 0;
    const { calls, onSettled } = show(() => state(answers[Math.min(asked++, answers.length - 1)]!));
    expect(await screen.findByRole('status')).toHaveTextContent(say('onTheWay', { email: 'nora@example.org' }));
    const before = statusCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(statusCalls(calls)).toBeGreaterThanOrEqual(before + 2);
    expect(screen.getByRole('status')).toHaveTextContent(say('onTheWay', { email: 'nora@example.org' }));
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('says when it was delivered, once the server reports it, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const { calls, onSettled } = show(() => state(asked++ === 0 ? 'queued' : 'sent'));
    await screen.findByText(say('onTheWay', { email: 'nora@example.org' }));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const time = formatDate('en', SENT_AT, true)!;
    expect(await screen.findByText(say('delivered', { email: 'nora@example.org', time }))).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('sent');
    const settledAfter = statusCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(statusCalls(calls)).toBe(settledAfter);
  });

  it('says it failed for good, sends it again on request and follows it again until it is delivered', async () => {
    let resent = false;
    const { calls, onSettled } = show({
      'mail.status': () => state(resent ? 'sent' : 'failed'),
      'mail.resend': () => {
        resent = true;
        return { data: { id: MAIL_ID, status: 'queued' } };
      },
    });
    expect(await screen.findByText(say('failed', { email: 'nora@example.org' }))).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('failed');
    fireEvent.click(screen.getByRole('button', { name: mail.resend }));
    // Said at once, before the next poll tells how it went.
    expect(await screen.findByText(say('onTheWay', { email: 'nora@example.org' }))).toBeInTheDocument();
    expect(await screen.findByText(say('delivered', { email: 'nora@example.org', time: formatDate('en', SENT_AT, true)! }))).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'mail.resend').map((call) => call.input)).toEqual([{ 0: { id: MAIL_ID } }]);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('explains a refused resend and keeps the button', async () => {
    show({
      'mail.status': () => state('failed'),
      'mail.resend': () => ({ error: { appCode: 'CONFLICT', httpStatus: 409 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: mail.resend }));
    const errors = resources.en.errors as { codes: Record<string, string> };
    expect(await screen.findByText(errors.codes.CONFLICT!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: mail.resend })).toBeEnabled();
  });
});
