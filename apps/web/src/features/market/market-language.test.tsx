// The market's language filter: the interface language by default (a practitioner first sees what they can send as it
// is), every language one click away (the interface's first), and the choice kept in the URL and sent to market.list.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeCall } from '../../test/render-page';
import { templateSummary } from '../../test/template-fixtures';
import { MarketPage } from './market-page';

afterEach(() => vi.unstubAllGlobals());

const serve = (total = 1) =>
  fakeTrpc({ 'market.list': () => ({ data: { items: total ? [templateSummary({ id: 7, language: 'en' })] : [], total } }) });

/** The input of the last market.list call (alone or batched). */
function lastListInput(calls: TFakeCall[]) {
  const input = calls.filter((call) => call.procedure === 'market.list').at(-1)?.input as Record<string, unknown> | undefined;
  return (input && '0' in input ? input['0'] : input) as Record<string, unknown> | undefined;
}

describe('MarketPage: the language filter', () => {
  it('shows the interface language by default, and every language one click away', async () => {
    const calls = serve();
    renderAuthPage(<MarketPage />, { path: '/market', locale: 'en' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'English', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(lastListInput(calls)).toMatchObject({ language: 'en', interfaceLanguage: 'en' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 public template in English');
    // The language is not a filter to clear while it is the interface's.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show all languages' }));
    await waitFor(() => expect(select).toHaveValue('all'));
    expect(screen.getByRole('option', { name: 'All languages', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(lastListInput(calls)).toMatchObject({ language: 'all', interfaceLanguage: 'en' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 public template in all languages, those in English first');

    // And back in one click.
    fireEvent.click(screen.getByRole('button', { name: 'Only in English' }));
    await waitFor(() => expect(select).toHaveValue('en'));
  });

  it('reads every language or another one from the URL, and clears back to the interface language', async () => {
    const calls = serve();
    renderAuthPage(<MarketPage />, { path: '/market', url: '/fr/market?language=all&sort=name_asc' });
    const select = await screen.findByRole('combobox', { name: 'Langue' });
    expect(select).toHaveValue('all');
    await waitFor(() => expect(lastListInput(calls)).toMatchObject({ language: 'all', interfaceLanguage: 'fr', sort: 'name_asc' }));
    fireEvent.change(select, { target: { value: 'nl' } });
    await waitFor(() => expect(lastListInput(calls)).toMatchObject({ language: 'nl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(select).toHaveValue('fr'));
    await waitFor(() => expect(lastListInput(calls)).toMatchObject({ language: 'fr', sort: 'name_asc' }));
  });

  it('offers every language when the interface language has nothing yet', async () => {
    serve(0);
    renderAuthPage(<MarketPage />, { path: '/market', locale: 'nl' });
    expect(await screen.findByText('Nog geen openbare sjablonen in het Nederlands')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alle talen tonen' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('all'));
  });
});
