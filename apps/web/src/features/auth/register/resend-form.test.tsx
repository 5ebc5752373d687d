// Resending the verification link: an empty or invalid address is refused on its field before any call.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { ResendForm } from './resend-form';

afterEach(() => vi.unstubAllGlobals());

describe('ResendForm', () => {
  it('asks for the registered address, then for a valid one, then sends the link to it', async () => {
    const calls = fakeTrpc({ 'auth.resendVerification': () => ({ data: { sent: true } }) });
    renderAuthPage(<ResendForm />, { path: '/verify-email', locale: 'en' });
    const send = screen.getByRole('button', { name: 'Resend the email' });
    fireEvent.click(send);
    expect(await screen.findByText('Enter the email address you registered with.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'claire@' } });
    expect(screen.queryByText('Enter the email address you registered with.')).not.toBeInTheDocument();
    fireEvent.click(send);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.map((call) => call.procedure)).not.toContain('auth.resendVerification');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' Claire@Cabinet.fr ' } });
    fireEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('claire@cabinet.fr');
  });
});
