// Favorites on the market: the heart is a toggle (aria-pressed) updated at once, confirmed by the server or rolled back;
// it is the card's only favourites count, said in its name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { templateSummary } from '../../test/template-fixtures';
import { MarketPage } from './market-page';
import { withFavorite } from './use-favorite';

afterEach(() => vi.unstubAllGlobals());

const listed = () => ({ data: { items: [templateSummary({ id: 7, favoritesCount: 2, isFavorite: false })], total: 1 } });

/** Holds market.favorite answers until release() so the optimistic state can be seen. */
function holdFavoriteCalls() {
  const inner = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('market.favorite')) await gate;
    return inner(input, init);
  });
  return () => release();
}

describe('withFavorite', () => {
  it('flips one template and moves its count, or takes the server count', () => {
    const page = { items: [templateSummary({ id: 1, favoritesCount: 2 }), templateSummary({ id: 2, favoritesCount: 5 })], total: 2 };
    expect(withFavorite(page, 1, true)?.items.map((i) => [i.isFavorite, i.favoritesCount])).toEqual([
      [true, 3],
      [false, 5],
    ]);
    expect(withFavorite(page, 1, true, 10)?.items[0]?.favoritesCount).toBe(10);
    expect(withFavorite(page, 1, false)?.items[0]?.favoritesCount).toBe(2);
  });
});

describe('MarketPage favorites', () => {
  it('shows the favorite at once, then keeps the server count', async () => {
    const calls = fakeTrpc({ 'market.list': listed, 'market.favorite': () => ({ data: { favoritesCount: 3, isFavorite: true } }) });
    const release = holdFavoriteCalls();
    renderAuthPage(<MarketPage />, { path: '/market' });
    const heart = await screen.findByRole('button', { name: 'Ajouter «\u00a0Bilan lombalgie\u00a0» aux favoris (2 favoris)' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Retirer «\u00a0Bilan lombalgie\u00a0» des favoris (3 favoris)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(within(pressed).getByText('3')).toBeInTheDocument();
    release();
    await waitFor(() => expect(calls.some((call) => call.procedure.includes('market.favorite'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Retirer «\u00a0Bilan lombalgie\u00a0» des favoris (3 favoris)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('rolls back and explains when the server refuses', async () => {
    fakeTrpc({ 'market.list': listed, 'market.favorite': () => ({ error: { appCode: 'NOT_FOUND', httpStatus: 404 } }) });
    renderAuthPage(<MarketPage />, { path: '/market' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter «\u00a0Bilan lombalgie\u00a0» aux favoris (2 favoris)' }));
    expect(await screen.findByText(/La mise à jour des favoris a échoué\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter «\u00a0Bilan lombalgie\u00a0» aux favoris (2 favoris)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the favourites count once, in the heart whose name says it', async () => {
    fakeTrpc({ 'market.list': () => ({ data: { items: [templateSummary({ id: 7, favoritesCount: 0, duplicationsCount: 4 })], total: 1 } }) });
    renderAuthPage(<MarketPage />, { path: '/market' });
    const card = (await screen.findByRole('heading', { name: 'Bilan lombalgie' })).closest('li')!;
    const heart = within(card).getByRole('button', { name: 'Ajouter «\u00a0Bilan lombalgie\u00a0» aux favoris (0 favori)' });
    expect(heart).toHaveTextContent(/^0$/);
    // No second "0 favori" beside the duplications: the count is in the card's text once.
    expect(within(card).queryByText(/favori/)).toBeNull();
    expect(card.textContent?.match(/0/g)).toHaveLength(1);
    expect(within(card).getByText('4 duplications')).toBeInTheDocument();
  });

  it('asks market.list for the filters of the URL', async () => {
    const calls = fakeTrpc({ 'market.list': listed });
    renderAuthPage(<MarketPage />, { path: '/market', url: '/fr/market?type=bilan&sort=name_asc&favorites=1' });
    await screen.findByText('Bilan lombalgie');
    const input = JSON.stringify(calls.find((call) => call.procedure.includes('market.list'))?.input);
    expect(input).toContain('"type":"bilan"');
    expect(input).toContain('"sort":"name_asc"');
    expect(input).toContain('"favoritesOnly":true');
    expect(screen.getByRole('button', { name: 'Mes favoris uniquement' })).toHaveAttribute('aria-pressed', 'true');
  });
});
