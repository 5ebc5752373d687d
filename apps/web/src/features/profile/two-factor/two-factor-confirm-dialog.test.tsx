// Turning 2FA off: the password (or a code for an account without one) checked before calling, the server's refusal on the field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { TwoFactorConfirmDialog } from './two-factor-confirm-dialog';

afterEach(() => vi.unstubAllGlobals());

function show(hasPassword: boolean, onDisabled = vi.fn()) {
  renderAuthPage(
    <TwoFactorConfirmDialog
      kind="disable"
      open
      onOpenChange={() => undefined}
      hasPassword={hasPassword}
      email="claire@cabinet.fr"
      onDisabled={onDisabled}
    />,
    { path: '/profile', locale: 'en' },
  );
  return within(screen.getByRole('dialog'));
}

describe('TwoFactorConfirmDialog', () => {
  it('asks for the password, then shows a wrong one on its field', async () => {
    const calls = fakeTrpc({ 'profile.twoFactor.disable': () => ({ error: { appCode: 'PASSWORD_INCORRECT', httpStatus: 422 } }) });
    const dialog = show(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('Enter your password.')).toBeInTheDocument();
    expect(calls.map((call) => call.procedure)).not.toContain('profile.twoFactor.disable');

    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'wrong' } });
    expect(dialog.queryByText('Enter your password.')).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the six digits of an account without a password, then sends them', async () => {
    const onDisabled = vi.fn();
    const calls = fakeTrpc({ 'profile.twoFactor.disable': () => ({ data: { success: true } }) });
    const dialog = show(false, onDisabled);
    fireEvent.change(dialog.getByLabelText('Verification code'), { target: { value: '123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('The code has 6 digits.')).toBeInTheDocument();

    fireEvent.change(dialog.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onDisabled).toHaveBeenCalled());
    expect(calls.find((call) => call.procedure === 'profile.twoFactor.disable')?.input).toEqual({ 0: { code: '123456' } });
  });
});
