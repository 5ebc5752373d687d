// The address in the profile (calls arrive batched, see test/render-page.tsx): read-only with "Change address"; the dialog checks the fields, sends the request and
// shows the server's refusals on their fields; its confirmation mail is followed (on its way, delivered, failed and sent
// again); a pending change says which address still signs in, with resend and cancel.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@praxiform/i18n';
import { formatDate } from '../../../lib/format';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../../test/render-page';
import { EmailAddressBlock } from './email-address-block';

const profile = resources.en.profile as { emailChange: Record<string, string> };
const errors = resources.en.errors as { codes: Record<string, string>; validation: Record<string, string> };
const text = (key: string, vars: Record<string, string> = {}) =>
  Object.entries(vars).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), profile.emailChange[key]!);

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const FUTURE = new Date(Date.now() + 20 * 3600_000).toISOString();
const MAIL_ID = '00000000-0000-4000-8000-000000000001';
const SENT_AT = '2026-11-27T09:15:00.000Z';
const common = resources.en.common as { mail: Record<string, string> };
const mailText = (key: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), common.mail[key]!);
/** The answer of a request: the pending address and its confirmation mail, queued. */
const requested = (): TFakeAnswer => ({
  data: { pendingEmail: { address: 'new@cabinet.be', expiresAt: FUTURE }, mail: { id: MAIL_ID, status: 'queued' } },
});
/** The confirmation mail's state as mail.status reports it (docs/mail.md). */
const mailState = (status: 'queued' | 'sent' | 'failed'): TFakeAnswer => ({
  data: { id: MAIL_ID, status, sentAt: status === 'sent' ? SENT_AT : null, failedAt: status === 'failed' ? SENT_AT : null },
});

function show(
  props: { hasPassword?: boolean; pendingEmail?: { address: string; expiresAt: string } | null },
  handlers: Record<string, (input: unknown) => TFakeAnswer> = {},
) {
  const calls = fakeTrpc(handlers);
  const value = { email: 'old@cabinet.be', hasPassword: props.hasPassword ?? true, pendingEmail: props.pendingEmail ?? null };
  renderAuthPage(<EmailAddressBlock profile={value} />, { locale: 'en', path: '/profile' });
  return calls;
}

describe('EmailAddressBlock', () => {
  it('asks for the new address and the password, refuses a wrong one on its field, then sends the request', async () => {
    const calls = show(
      {},
      {
        'profile.requestEmailChange': (input) =>
          (input as { 0: { password: string } })[0].password === 'right'
            ? {
                data: {
                  pendingEmail: { address: 'new@cabinet.be', expiresAt: FUTURE },
                  mail: { id: '00000000-0000-4000-8000-000000000001', status: 'queued' },
                },
              }
            : { error: { appCode: 'PASSWORD_INCORRECT', httpStatus: 422 } },
      },
    );
    expect(screen.getByTestId('account-email')).toHaveTextContent('old@cabinet.be');
    fireEvent.click(screen.getByRole('button', { name: profile.emailChange.change }));
    const dialog = await screen.findByRole('dialog', { name: profile.emailChange.dialogTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.submit }));
    expect(await within(dialog).findByText(errors.validation.REQUIRED!)).toBeVisible();
    expect(within(dialog).getByText(errors.validation.PASSWORD_REQUIRED!)).toBeVisible();
    expect(calls.filter((c) => c.procedure === 'profile.requestEmailChange')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.newEmail!), { target: { value: 'New@Cabinet.be' } });
    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.password!), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.submit }));
    expect(await within(dialog).findByText(errors.codes.PASSWORD_INCORRECT!)).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.password!), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.procedure === 'profile.requestEmailChange').at(-1)?.input).toEqual({
      0: { newEmail: 'new@cabinet.be', password: 'right' },
    });
  });

  /** Requests a change to new@cabinet.be through the dialog; the answer's mail is queued. */
  async function request() {
    fireEvent.click(screen.getByRole('button', { name: profile.emailChange.change }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.newEmail!), { target: { value: 'new@cabinet.be' } });
    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.password!), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('follows the confirmation mail: on its way at the answer, then delivered at a time', async () => {
    let asked = 0;
    show({}, { 'profile.requestEmailChange': requested, 'mail.status': () => mailState(asked++ === 0 ? 'queued' : 'sent') });
    await request();
    expect(await screen.findByText(mailText('onTheWay', { email: 'new@cabinet.be' }))).toBeVisible();
    const time = formatDate('en', SENT_AT, true)!;
    expect(await screen.findByText(mailText('delivered', { email: 'new@cabinet.be', time }), {}, { timeout: 4000 })).toBeVisible();
  });

  it('says when the confirmation mail failed for good, and sends it again on request', async () => {
    let resent = false;
    const calls = show(
      {},
      {
        'profile.requestEmailChange': requested,
        'mail.status': () => mailState(resent ? 'sent' : 'failed'),
        'mail.resend': () => {
          resent = true;
          return { data: { id: MAIL_ID, status: 'queued' } };
        },
      },
    );
    await request();
    expect(await screen.findByText(mailText('failed', { email: 'new@cabinet.be' }))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: common.mail.resend }));
    expect(await screen.findByText(mailText('delivered', { email: 'new@cabinet.be', time: formatDate('en', SENT_AT, true)! }))).toBeVisible();
    expect(calls.filter((c) => c.procedure === 'mail.resend').map((c) => c.input)).toEqual([{ 0: { id: MAIL_ID } }]);
  });

  it('offers a fresh Google sign-in to an account without a password when the server asks for it', async () => {
    show({ hasPassword: false }, { 'profile.requestEmailChange': () => ({ error: { appCode: 'REAUTHENTICATION_REQUIRED', httpStatus: 403 } }) });
    fireEvent.click(screen.getByRole('button', { name: profile.emailChange.change }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(profile.emailChange.password!)).toBeNull();
    expect(within(dialog).getByText(profile.emailChange.googleOnly!)).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.newEmail!), { target: { value: 'new@cabinet.be' } });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.submit }));
    expect(await within(dialog).findByRole('button', { name: profile.emailChange.reauthenticate })).toBeVisible();
    expect(within(dialog).getByText(errors.codes.REAUTHENTICATION_REQUIRED!)).toBeVisible();
  });

  it('opens the dialog again with the typed address when the user comes back from Google', async () => {
    window.sessionStorage.setItem('praxiform.emailChangeDraft', 'new@cabinet.be');
    show({ hasPassword: false });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(profile.emailChange.newEmail!)).toHaveValue('new@cabinet.be');
    await waitFor(() => expect(window.sessionStorage.getItem('praxiform.emailChangeDraft')).toBeNull());
  });

  it('shows a pending change with the address that still signs in, and cancels it after a confirmation', async () => {
    const calls = show(
      { pendingEmail: { address: 'new@cabinet.be', expiresAt: FUTURE } },
      { 'profile.cancelEmailChange': () => ({ data: { success: true } }) },
    );
    expect(screen.getByText(text('pending', { pending: 'new@cabinet.be', email: 'old@cabinet.be' }))).toBeVisible();
    expect(screen.queryByRole('button', { name: profile.emailChange.change })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: profile.emailChange.cancel }));
    const dialog = await screen.findByRole('dialog', { name: profile.emailChange.cancelTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.cancel }));
    expect(await screen.findByText(profile.emailChange.canceled!)).toBeVisible();
    expect(calls.map((c) => c.procedure)).toContain('profile.cancelEmailChange');
  });

  it('says when the link expired, and "Send again" opens the dialog with the pending address', async () => {
    show({ pendingEmail: { address: 'new@cabinet.be', expiresAt: new Date(Date.now() - 1000).toISOString() } });
    expect(screen.getByText(text('expired', { pending: 'new@cabinet.be', email: 'old@cabinet.be' }))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: profile.emailChange.resend }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(profile.emailChange.newEmail!)).toHaveValue('new@cabinet.be');
  });
});
