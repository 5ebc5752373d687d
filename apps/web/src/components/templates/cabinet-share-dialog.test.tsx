// Share to a shared practice: a cabinet must be chosen, success names the cabinets, no cabinet links to /cabinet.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import { CabinetShareDialog } from './cabinet-share-dialog';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATE = { id: 7, name: 'Bilan lombalgie' };

type TCabinet = { id: number; name: string; myRole: 'owner' | 'member'; sharedTemplateCount: number };

// A row of cabinets.list (TCabinetSummary, docs/cabinets-api.md).
function cabinet(overrides: Partial<TCabinet>) {
  return {
    id: 1,
    name: 'Cabinet Kiné des Lilas',
    description: null,
    ownerId: 1,
    ownerName: 'Claire Martin',
    myRole: 'owner' as const,
    memberCount: 2,
    sharedTemplateCount: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

const LILAS = cabinet({ id: 1, name: 'Cabinet Kiné des Lilas', sharedTemplateCount: 1 });
const GARE = cabinet({ id: 2, name: 'Maison médicale de la Gare', myRole: 'member' });
const SPORT = cabinet({ id: 3, name: 'Centre du sport' });

function renderDialog(handlers: Record<string, (input: unknown) => TFakeAnswer>) {
  const calls = fakeTrpc(handlers);
  const onShared = vi.fn();
  const onOpenChange = vi.fn();
  renderAuthPage(<CabinetShareDialog template={TEMPLATE} onOpenChange={onOpenChange} onShared={onShared} />, { path: '/templates' });
  return { calls, onShared, onOpenChange };
}

const listed = (cabinets: TCabinet[]) => () => ({ data: { cabinets, invitations: [] } });
// The Lilas cabinet already holds the template: the dialog says so and does not send it again.
const lilasDetail = () => ({
  data: { cabinet: LILAS, members: [], invitations: [], templates: [{ templateId: 7, name: 'Bilan lombalgie' }] },
});

describe('CabinetShareDialog', () => {
  it('says no cabinet is selected, without calling the server', async () => {
    const { calls } = renderDialog({ 'cabinets.list': listed([GARE, SPORT]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun cabinet sélectionné.');
    expect(screen.getByRole('group', { name: 'Cabinets' })).toHaveAccessibleDescription('Aucun cabinet sélectionné.');
    expect(calls.filter((call) => call.procedure === 'cabinets.shareTemplate')).toEqual([]);
  });

  it('shares to the chosen cabinets and names them; the cabinet it is already in is shown checked and not sent again', async () => {
    const { calls, onShared, onOpenChange } = renderDialog({
      'cabinets.list': listed([LILAS, GARE, SPORT]),
      'cabinets.get': lilasDetail,
      'cabinets.shareTemplate': () => ({ data: { cabinetIds: [2, 3] } }),
    });
    const lilas = await screen.findByRole('checkbox', { name: /Cabinet Kiné des Lilas/ });
    await waitFor(() => expect(lilas).toBeChecked());
    expect(lilas).toBeDisabled();
    expect(screen.getByText('Déjà partagé')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Maison médicale de la Gare' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Centre du sport' }));
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith(['Maison médicale de la Gare', 'Centre du sport']));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const sent = calls.find((call) => call.procedure === 'cabinets.shareTemplate')?.input;
    expect(JSON.stringify(sent)).toContain('"templateId":7');
    expect(JSON.stringify(sent)).toContain('"cabinetIds":[2,3]');
  });

  it('explains a refusal of the server', async () => {
    renderDialog({
      'cabinets.list': listed([GARE]),
      'cabinets.shareTemplate': () => ({ error: { appCode: 'CABINET_TEMPLATE_NOT_PRIVATE', httpStatus: 422 } }),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Maison médicale de la Gare' }));
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Seuls les modèles privés/);
  });

  it('shows the server’s refusal of the choice under the cabinets, until the choice changes', async () => {
    renderDialog({
      'cabinets.list': listed([GARE]),
      'cabinets.shareTemplate': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['cabinetIds'], message: 'CABINET_NOT_SELECTED' }] },
      }),
    });
    const gare = await screen.findByRole('checkbox', { name: 'Maison médicale de la Gare' });
    fireEvent.click(gare);
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun cabinet sélectionné.');
    expect(screen.getByRole('group', { name: 'Cabinets' })).toHaveAccessibleDescription('Aucun cabinet sélectionné.');
    fireEvent.click(gare);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Cabinets' })).not.toHaveAccessibleDescription());
  });

  it('says I am in no cabinet and links to /cabinet to create one', async () => {
    renderDialog({ 'cabinets.list': listed([]) });
    expect(await screen.findByText('Vous ne faites partie d’aucun cabinet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un cabinet' })).toHaveAttribute('href', '/fr/cabinet');
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
  });

  it('offers to retry when the cabinets cannot be loaded', async () => {
    renderDialog({ 'cabinets.list': () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }) });
    expect(await screen.findByText('Le chargement de vos cabinets a échoué.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
