// The patient list's phone cards: a patient without forms says so once ("Aucun formulaire", not beside "0 formulaire");
// one with forms shows the latest status and the count. The table of wide screens keeps every column.
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@praxiform/domain';
import { createTestI18n } from '../../test/i18n';
import { patientDetail } from '../../test/patient-fixtures';
import { PatientRows } from './patient-rows';

const WITHOUT_FORMS = patientDetail({ id: 8, firstName: 'Jan', lastName: 'Peeters', phone: null, formsCount: 0, lastActivity: null });
const WITH_FORMS = patientDetail({ id: 7, formsCount: 2, lastActivity: { status: 'completed', at: '2026-02-01T10:00:00.000Z' } });

function renderRows(locale: TLocale = 'fr') {
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <MemoryRouter initialEntries={[`/${locale}/dashboard`]}>
        <PatientRows patients={[WITH_FORMS, WITHOUT_FORMS]} busy={false} onSend={vi.fn()} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The phone card of a patient (the list of cards, named like the table). */
function card(name: string) {
  const cards = within(screen.getByRole('list', { name: 'Mes patients' })).getAllByRole('listitem');
  const found = cards.find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`no card for ${name}`);
  return found;
}

describe('PatientRows', () => {
  it('says "no form" once on the card of a patient without forms', () => {
    renderRows();
    const jan = card('Jan Peeters');
    expect(
      within(jan)
        .getAllByText(/formulaire/i)
        .map((element) => element.textContent),
    ).toEqual(['Aucun formulaire', 'Envoyer un formulaire']);
    expect(jan).not.toHaveTextContent(/0 formulaire/);
  });

  it('shows the latest status and the count on the card of a patient with forms', () => {
    renderRows();
    const lea = card('Léa Dubois');
    expect(lea).toHaveTextContent('Rempli');
    expect(lea).toHaveTextContent('2 formulaires');
    expect(lea).not.toHaveTextContent('Aucun formulaire');
    expect(lea).toHaveTextContent('+32 470 12 34 56');
  });

  it('keeps the table’s columns: the whole phone number, the count, the latest activity', () => {
    renderRows();
    const table = screen.getByRole('table', { name: 'Mes patients' });
    const [, leaRow, janRow] = within(table).getAllByRole('row');
    expect(
      within(leaRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Léa Duboislea.dubois@example.org', '+32 470 12 34 56', 'Français', '2', expect.stringContaining('Rempli'), '—', 'Envoyer']);
    expect(within(janRow!).getByText('Aucun formulaire')).toBeInTheDocument();
  });

  it('says it once in Dutch too', () => {
    renderRows('nl');
    const cards = within(screen.getByRole('list', { name: 'Mijn patiënten' })).getAllByRole('listitem');
    const jan = cards.find((item) => item.textContent?.includes('Jan Peeters'))!;
    expect(jan).toHaveTextContent('Geen formulier');
    expect(jan).not.toHaveTextContent(/0 formulier/);
  });
});
