// Every submission status has its own translated label in the three languages (the waiting room's "anonymous" reads "pending").
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES, type TLocale } from '@praxiform/domain';
import { renderWithLocale } from '../../test/render-with-locale';
import { SubmissionStatusBadge } from './submission-status-badge';

const LABELS: Record<TLocale, Record<(typeof SUBMISSION_STATUSES)[number], string>> = {
  fr: { draft: 'Lien créé', sent: 'Envoyé', pending: 'Ouvert', completed: 'Rempli', expired: 'Expiré', anonymous: 'En attente' },
  en: { draft: 'Link created', sent: 'Sent', pending: 'Opened', completed: 'Completed', expired: 'Expired', anonymous: 'Pending' },
  nl: { draft: 'Link aangemaakt', sent: 'Verstuurd', pending: 'Geopend', completed: 'Ingevuld', expired: 'Verlopen', anonymous: 'In afwachting' },
};

describe('SubmissionStatusBadge', () => {
  for (const locale of ['fr', 'en', 'nl'] as const) {
    it(`labels every status in ${locale}`, () => {
      renderWithLocale(
        <>
          {SUBMISSION_STATUSES.map((status) => (
            <SubmissionStatusBadge key={status} status={status} />
          ))}
        </>,
        locale,
      );
      for (const status of SUBMISSION_STATUSES) expect(screen.getByText(LABELS[locale][status])).toBeInTheDocument();
      expect(new Set(Object.values(LABELS[locale])).size).toBe(SUBMISSION_STATUSES.length);
    });
  }

  it('shows nothing for a status it does not know', () => {
    const { container } = renderWithLocale(<SubmissionStatusBadge status="archived" />);
    expect(container).toBeEmptyDOMElement();
  });
});
