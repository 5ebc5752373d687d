// /confirm-email-change/:token: the new address on success, a translated message for each refusal, the token sent once.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@praxiform/i18n';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../../test/render-page';
import { ConfirmEmailChangePage } from './confirm-email-change-page';

const auth = resources.en.auth as { confirmEmailChange: Record<string, string> };
const errors = resources.en.errors as { codes: Record<string, string> };

afterEach(() => vi.unstubAllGlobals());

function open(answer: TFakeAnswer) {
  const calls = fakeTrpc({ 'auth.confirmEmailChange': () => answer });
  renderAuthPage(<ConfirmEmailChangePage />, { locale: 'en', path: '/confirm-email-change/:token', url: '/en/confirm-email-change/tok-123' });
  return calls;
}

describe('ConfirmEmailChangePage', () => {
  it('shows the new address and a way to sign in with it', async () => {
    const calls = open({ data: { email: 'new@cabinet.be' } });
    expect(await screen.findByRole('heading', { level: 1, name: auth.confirmEmailChange.successTitle })).toBeVisible();
    expect(screen.getByText(auth.confirmEmailChange.success!.replace('{{email}}', 'new@cabinet.be'))).toBeVisible();
    expect(screen.getByRole('link', { name: auth.confirmEmailChange.toLogin })).toHaveAttribute('href', '/en/login');
    expect(calls).toEqual([{ procedure: 'auth.confirmEmailChange', input: { token: 'tok-123' } }]);
  });

  it.each([
    ['LINK_INVALID', 404, auth.confirmEmailChange.invalid],
    ['LINK_EXPIRED', 410, auth.confirmEmailChange.expired],
    ['EMAIL_CHANGE_ADDRESS_TAKEN', 409, errors.codes.EMAIL_CHANGE_ADDRESS_TAKEN],
    ['INTERNAL', 500, auth.confirmEmailChange.failed],
  ])('explains %s', async (appCode, httpStatus, message) => {
    open({ error: { appCode, httpStatus } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      (resources.en.common as { pages: Record<string, string> }).pages.ConfirmEmailChange!,
    );
  });
});
