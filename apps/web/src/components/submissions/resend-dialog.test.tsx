// Resending a form: the new expiry is checked before any call (a real day, from today to a year), then sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeCall } from '../../test/render-page';
import { submissionView } from '../../test/patient-fixtures';
import { ResendDialog } from './resend-dialog';

const URL_SENT = 'http://127.0.0.1/fr/form/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-ab';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(): TFakeCall[] {
  const calls = fakeTrpc({
    'submissions.resend': () => ({ data: { submission: submissionView({ status: 'draft' }), url: URL_SENT, mail: null } }),
  });
  renderAuthPage(<ResendDialog submission={submissionView()} email="lea.dubois@example.org" onClose={() => undefined} onLink={() => undefined} />, {
    path: '/dashboard',
  });
  return calls;
}

const expiry = () => screen.getByLabelText('Le lien expire le');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer un nouveau lien' }));
const resends = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'submissions.resend');

describe('ResendDialog', () => {
  it('refuses a past day, then an empty one, without calling the server', async () => {
    const calls = renderDialog();
    fireEvent.change(expiry(), { target: { value: '2001-01-01' } });
    submit();
    expect(await screen.findByText("La date d'expiration doit être aujourd'hui ou plus tard.")).toBeInTheDocument();
    expect(expiry()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(expiry(), { target: { value: '' } });
    expect(expiry()).not.toHaveAttribute('aria-invalid');
    submit();
    expect(await screen.findByText('Date invalide.')).toBeInTheDocument();
    expect(resends(calls)).toEqual([]);
  });

  it('refuses a day past a year ahead with its own message, not "in the past"', async () => {
    const calls = renderDialog();
    fireEvent.change(expiry(), { target: { value: '2099-01-01' } });
    submit();
    expect(await screen.findByText("La date d'expiration doit être au plus dans un an (365 jours).")).toBeInTheDocument();
    expect(screen.queryByText("La date d'expiration doit être aujourd'hui ou plus tard.")).not.toBeInTheDocument();
    expect(expiry()).toHaveAttribute('aria-invalid', 'true');
    expect(resends(calls)).toEqual([]);
  });

  it('sends the default expiry and shows the new link', async () => {
    const calls = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: /Créer un lien seulement/ }));
    submit();
    expect(await screen.findByDisplayValue(URL_SENT)).toBeInTheDocument();
    await waitFor(() => expect(resends(calls)).toHaveLength(1));
    expect(JSON.stringify(resends(calls)[0]?.input)).toMatch(/"expiresOn":"\d{4}-\d{2}-\d{2}","delivery":"link"/);
  });
});
