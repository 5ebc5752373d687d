// The panel's sentences (patient or anonymous completion, shared template) and ages (now, minutes, hours, yesterday, days).
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@praxiform/domain';
import { createTestI18n } from '../../test/i18n';
import { NotificationList } from './notification-list';
import type { TNotificationView } from '../../lib/api-types';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

function notification(overrides: Partial<TNotificationView>): TNotificationView {
  return {
    id: 1,
    kind: 'form_completed',
    submissionId: 3,
    ticketId: null,
    patientId: 7,
    patientName: 'Léa Dubois',
    formName: 'Bilan lombalgie',
    actorName: null,
    alert: false,
    band: null,
    createdAt: ago(10),
    read: false,
    ...overrides,
  };
}

function renderList(items: TNotificationView[], locale: TLocale = 'fr', onOpen = vi.fn()) {
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <MemoryRouter initialEntries={[`/${locale}/dashboard`]}>
        <NotificationList items={items} now={NOW} onOpen={onOpen} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onOpen;
}

describe('NotificationList', () => {
  it('writes one sentence per kind and links to the patient, the waiting room, my templates or the support ticket', () => {
    renderList([
      notification({ id: 1 }),
      notification({ id: 2, patientId: null, patientName: null, formName: 'Accueil' }),
      notification({ id: 3, kind: 'template_shared', patientId: null, patientName: null, actorName: 'Paul Leroy', formName: 'Suivi genou' }),
      notification({ id: 4, kind: 'support_reply', submissionId: null, ticketId: 12, patientId: null, patientName: null, formName: null }),
    ]);
    expect(screen.getByRole('link', { name: /Le support a répondu à votre demande/ })).toHaveAttribute('href', '/fr/support?ticket=12');
    expect(screen.getByRole('link', { name: /Léa Dubois a rempli «\u00a0Bilan lombalgie\u00a0»/ })).toHaveAttribute('href', '/fr/patients/7');
    expect(screen.getByRole('link', { name: /Un patient anonyme a rempli «\u00a0Accueil\u00a0»/ })).toHaveAttribute('href', '/fr/forms/pending');
    expect(screen.getByRole('link', { name: /Paul Leroy a partagé le modèle «\u00a0Suivi genou\u00a0» avec vous/ })).toHaveAttribute(
      'href',
      '/fr/templates',
    );
  });

  it('says how old each notification is, pluralised', () => {
    renderList(
      [
        notification({ id: 1, createdAt: ago(30) }),
        notification({ id: 2, createdAt: ago(60) }),
        notification({ id: 3, createdAt: ago(5 * 60) }),
        notification({ id: 4, createdAt: ago(3 * 3600) }),
        notification({ id: 5, createdAt: ago(30 * 3600) }),
        notification({ id: 6, createdAt: ago(4 * 86_400) }),
      ],
      'en',
    );
    for (const age of ['just now', '1 min ago', '5 min ago', '3 h ago', 'yesterday', '4 days ago']) expect(screen.getByText(age)).toBeInTheDocument();
  });

  it('uses the French and Dutch wording too', () => {
    renderList([notification({ id: 1, createdAt: ago(2 * 86_400) })], 'fr');
    expect(screen.getByText('il y a 2 jours')).toBeInTheDocument();
    renderList([notification({ id: 2, createdAt: ago(86_400), patientName: 'Jan Peeters' })], 'nl');
    expect(screen.getByText('gisteren')).toBeInTheDocument();
    expect(screen.getByText('Jan Peeters heeft „Bilan lombalgie” ingevuld')).toBeInTheDocument();
  });

  it('marks unread ones for screen readers and reports which one was opened', () => {
    const onOpen = renderList([notification({ id: 1, read: false }), notification({ id: 2, read: true, patientName: 'Tom Claes' })]);
    expect(screen.getAllByText('non lue')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: /Tom Claes/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('has an empty state', () => {
    renderList([]);
    expect(screen.getByText('Aucune notification')).toBeInTheDocument();
  });

  it('shows the band of a completed form and makes an alert stand out', () => {
    renderList(
      [
        notification({ id: 1, alert: true, band: { label: 'Sévère', level: 'severe' } }),
        notification({ id: 2, band: { label: 'Légère', level: 'mild' } }),
      ],
      'fr',
    );
    const [first, second] = screen.getAllByRole('link');
    expect(first).toHaveAttribute('data-alert', 'true');
    expect(first).toHaveTextContent('Alerte');
    expect(first).toHaveTextContent('Tranche de sévérité : Sévère');
    expect(second).not.toHaveAttribute('data-alert');
    expect(second).not.toHaveTextContent('Alerte');
    expect(second).toHaveTextContent('Tranche de sévérité : Légère');
  });
});
