// Reset password: the shared schema's errors (the mismatch on the first submit too), the server's refusals on their field.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { ResetPasswordPage } from './reset-password-page';

const URL = '/en/reset-password?token=t0k3n&email=claire@cabinet.fr';

function fillAndSubmit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordPage', () => {
  it('shows the mismatch with the password rules on the first submit, without calling the server', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<ResetPasswordPage />, { path: '/reset-password', locale: 'en', url: URL });
    fillAndSubmit('short', 'other');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.procedure)).not.toContain('auth.resetPassword');

    // Typing in a field takes its error away.
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'short' } });
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });

  it('ticks the one password rule live, special character included, and refuses a password without one', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<ResetPasswordPage />, { path: '/reset-password', locale: 'en', url: URL });
    fillAndSubmit('Secret2026', 'Secret2026');
    expect(screen.getByText('One special character (such as - or @)').closest('li')).toHaveAttribute('data-met', 'false');
    expect(await screen.findByText('At least one special character.')).toBeInTheDocument();
    expect(calls.map((call) => call.procedure)).not.toContain('auth.resetPassword');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret-2026' } });
    expect(screen.getByText('One special character (such as - or @)').closest('li')).toHaveAttribute('data-met', 'true');
  });

  it('puts the server refusal of a field on that field, without a general message', async () => {
    // A refusal the page cannot foresee (a server whose rule is newer than the loaded page) lands on its field too.
    const calls = fakeTrpc({
      'auth.resetPassword': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['password'], message: 'PASSWORD_TOO_LONG' }] },
      }),
    });
    renderAuthPage(<ResetPasswordPage />, { path: '/reset-password', locale: 'en', url: URL });
    fillAndSubmit('Secret-2026', 'Secret-2026');
    expect(await screen.findByText('The password is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls.find((call) => call.procedure === 'auth.resetPassword')?.input).toMatchObject({
      token: 't0k3n',
      email: 'claire@cabinet.fr',
      password: 'Secret-2026',
      passwordConfirmation: 'Secret-2026',
    });
  });
});
