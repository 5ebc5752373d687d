// The edit dialog of a cabinet: the server's own rules (ZCabinetInput) before any call, the server's refusals under
// their field, the checked values sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TCabinetDetail } from '../../../lib/api-types';
import { CabinetPage } from './cabinet-page';

afterEach(() => vi.unstubAllGlobals());

const detail: TCabinetDetail = {
  cabinet: {
    id: 5,
    name: 'Cabinet Kiné des Lilas',
    description: null,
    ownerId: 1,
    ownerName: 'Claire Martin',
    myRole: 'owner',
    memberCount: 1,
    sharedTemplateCount: 0,
    createdAt: '2026-01-15T09:00:00.000Z',
  },
  members: [{ userId: 1, name: 'Claire Martin', email: 'claire.martin@praxiform.test', role: 'owner', joinedAt: '2026-01-15T09:00:00.000Z' }],
  invitations: [],
  templates: [],
};

async function openDialog(
  update: (input: unknown) => TFakeAnswer = () => ({ data: { cabinet: detail.cabinet } }),
): Promise<{ dialog: HTMLElement; calls: TFakeCall[] }> {
  const calls = fakeTrpc({ 'cabinets.get': () => ({ data: detail }), 'cabinets.update': update });
  renderAuthPage(<CabinetPage />, { path: '/cabinet/:id', url: '/fr/cabinet/5' });
  fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Modifier le cabinet' }), calls };
}

const type = (dialog: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
const updates = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'cabinets.update');

describe('EditCabinetDialog', () => {
  it('requires a name, then explains a short one and markup in the description, without calling the server', async () => {
    const { dialog, calls } = await openDialog();
    type(dialog, /^Nom du cabinet/, '  ');
    submit(dialog);
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nom du cabinet/)).toHaveFocus());
    type(dialog, /^Nom du cabinet/, 'K');
    type(dialog, /^Description/, '<b>Sport</b>');
    submit(dialog);
    expect(await within(dialog).findByText('Le nom du cabinet doit contenir au moins 2 caractères.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ce texte contient des caractères non autorisés (< > ou caractères de contrôle).')).toBeInTheDocument();
    type(dialog, /^Nom du cabinet/, 'Kiné');
    expect(within(dialog).queryByText('Le nom du cabinet doit contenir au moins 2 caractères.')).not.toBeInTheDocument();
    expect(updates(calls)).toEqual([]);
  });

  it('shows the server’s field-level refusal under its field', async () => {
    const { dialog } = await openDialog(() => ({
      error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['name'], message: 'CABINET_NAME_TOO_LONG', code: 'custom' }] },
    }));
    submit(dialog);
    expect(await within(dialog).findByText('Le nom du cabinet doit contenir au plus 120 caractères.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom du cabinet/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/L’enregistrement a échoué/)).not.toBeInTheDocument();
  });

  it('sends the trimmed name and an empty description as none', async () => {
    const { dialog, calls } = await openDialog();
    type(dialog, /^Nom du cabinet/, '  Cabinet des Lilas ');
    submit(dialog);
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    const sent = JSON.stringify(updates(calls)[0]?.input);
    expect(sent).toContain('"name":"Cabinet des Lilas"');
    expect(sent).toContain('"id":5');
  });
});
