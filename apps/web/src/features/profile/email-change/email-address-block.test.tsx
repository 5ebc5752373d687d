// The address in the profile (calls arrive batched, see test/render-page.tsx): read-only with "Change address"; the dialog checks the fields, sends the request and
// shows the server's refusals on their fields; a pending change says which address still signs in, with resend and cancel.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@praxiform/i18n';
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

  it('says so when the confirmation mail could not be sent', async () => {
    show(
      {},
      {
        'profile.requestEmailChange': () => ({
          data: {
            pendingEmail: { address: 'new@cabinet.be', expiresAt: FUTURE },
            mail: { id: '00000000-0000-4000-8000-000000000001', status: 'failed' },
          },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: profile.emailChange.change }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.newEmail!), { target: { value: 'new@cabinet.be' } });
    fireEvent.change(within(dialog).getByLabelText(profile.emailChange.password!), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: profile.emailChange.submit }));
    expect(await screen.findByText(text('mailFailed', { pending: 'new@cabinet.be' }))).toBeVisible();
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
