// "New shared practice": the rules of ZCabinetInput checked before calling, the counter, the server's refusals on their
// field, and the new cabinet handed back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeCall } from '../../../test/render-page';
import { CreateCabinetDialog } from './create-cabinet-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(onCreated = vi.fn()) {
  renderAuthPage(<CreateCabinetDialog open onOpenChange={() => undefined} onCreated={onCreated} />, { path: '/cabinet' });
  return onCreated;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer le cabinet' }));
const creations = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'cabinets.create');

describe('CreateCabinetDialog', () => {
  it('asks for the name without calling the server', async () => {
    const calls = fakeTrpc({});
    renderDialog();
    submit();
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(creations(calls)).toEqual([]);
  });

  it('refuses a one-letter name and a description over 1000 characters, counting them as typed', async () => {
    const calls = fakeTrpc({});
    renderDialog();
    expect(screen.getByText('0 / 1000 caractères')).toBeInTheDocument();
    type(/^Nom/, ' L ');
    type(/^Description/, 'x'.repeat(1001));
    expect(screen.getByText('1001 / 1000 caractères')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Le nom du cabinet doit contenir au moins 2 caractères.')).toBeInTheDocument();
    expect(screen.getByText('La description doit contenir au plus 1000 caractères.')).toBeInTheDocument();
    expect(creations(calls)).toEqual([]);
    // The error leaves its field as soon as it changes.
    type(/^Nom/, 'Lilas');
    expect(screen.queryByText('Le nom du cabinet doit contenir au moins 2 caractères.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under its field', async () => {
    fakeTrpc({
      'cabinets.create': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['name'], message: 'TEXT_UNSAFE_CHARACTERS', code: 'custom' }] },
      }),
    });
    renderDialog();
    type(/^Nom/, 'Cabinet des Lilas');
    submit();
    expect(await screen.findByText(/caractères non autorisés/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed values and hands back the new cabinet', async () => {
    const cabinet = {
      id: 8,
      name: 'Cabinet des Lilas',
      description: null,
      ownerId: 1,
      ownerName: 'Claire Martin',
      myRole: 'owner',
      memberCount: 1,
      sharedTemplateCount: 0,
      createdAt: '2026-03-01T09:00:00.000Z',
    };
    const calls = fakeTrpc({ 'cabinets.create': () => ({ data: { cabinet } }) });
    const onCreated = renderDialog();
    type(/^Nom/, '  Cabinet des Lilas ');
    type(/^Description/, '   ');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(cabinet));
    const sent = JSON.stringify(creations(calls)[0]?.input);
    expect(sent).toContain('"name":"Cabinet des Lilas"');
    expect(sent).toContain('"description":null');
  });
});
