// Changing the password: the shared schema's errors on the fields, the wrong current password on its own field.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import type { TProfile } from '../../lib/api-types';
import { PasswordSection } from './password-section';

const PROFILE = { hasPassword: true } as TProfile;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => vi.unstubAllGlobals());

describe('PasswordSection', () => {
  it('asks for the current password and checks the new one before calling the server', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<PasswordSection profile={PROFILE} />, { path: '/profile', locale: 'en' });
    fill({ 'New password': 'Secret2026!', 'Confirm the new password': 'Secret2026?' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.procedure)).not.toContain('profile.changePassword');
  });

  it('ticks the one password rule live, special character included, and refuses a password without one', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<PasswordSection profile={PROFILE} />, { path: '/profile', locale: 'en' });
    fill({ 'Current password': 'Old-2020', 'New password': 'Secret2026', 'Confirm the new password': 'Secret2026' });
    const rules = () => screen.getAllByRole('listitem').map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met')]);
    expect(rules()).toEqual([
      ['length', 'true'],
      ['uppercase', 'true'],
      ['lowercase', 'true'],
      ['digit', 'true'],
      ['special', 'false'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.map((call) => call.procedure)).not.toContain('profile.changePassword');
    fill({ 'New password': 'Secret-2026' });
    expect(rules()).toContainEqual(['special', 'true']);
  });

  it('shows a wrong current password on its field, then says the password changed', async () => {
    let attempt = 0;
    fakeTrpc({
      'profile.changePassword': () => (++attempt === 1 ? { error: { appCode: 'PASSWORD_INCORRECT', httpStatus: 422 } } : { data: { success: true } }),
    });
    renderAuthPage(<PasswordSection profile={PROFILE} />, { path: '/profile', locale: 'en' });
    fill({ 'Current password': 'wrong', 'New password': 'Secret2026!', 'Confirm the new password': 'Secret2026!' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());

    fill({ 'Current password': 'right' });
    expect(screen.queryByText('The current password is incorrect.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
