// Account deletion stays disabled until the confirmation word of the active language is typed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_WORDS, LOCALES } from '@praxiform/domain';
import { DeleteAccountForm } from './delete-account-form';
import { renderWithLocale } from '../../test/render-with-locale';

const DELETE_BUTTON = { fr: 'Supprimer définitivement', en: 'Delete for good', nl: 'Definitief verwijderen' } as const;

describe('DeleteAccountForm', () => {
  for (const locale of LOCALES) {
    it(`asks for ${ACCOUNT_DELETION_WORDS[locale]} in ${locale}`, async () => {
      const onConfirm = vi.fn();
      renderWithLocale(<DeleteAccountForm locale={locale} pending={false} onConfirm={onConfirm} onCancel={() => undefined} />, locale);
      const input = screen.getByRole('textbox');
      const button = screen.getByRole('button', { name: DELETE_BUTTON[locale] });
      expect(button).toBeDisabled();

      // Another language's word, or the right word in lower case, is not enough.
      const other = LOCALES.find((l) => l !== locale) ?? 'fr';
      fireEvent.change(input, { target: { value: ACCOUNT_DELETION_WORDS[other] } });
      expect(button).toBeDisabled();
      fireEvent.change(input, { target: { value: ACCOUNT_DELETION_WORDS[locale].toLowerCase() } });
      expect(button).toBeDisabled();

      fireEvent.change(input, { target: { value: ACCOUNT_DELETION_WORDS[locale] } });
      expect(button).toBeEnabled();
      fireEvent.click(button);
      // The form checks the word with its schema before confirming (asynchronously).
      await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(ACCOUNT_DELETION_WORDS[locale]));
    });
  }

  it('labels the input with the word to type', () => {
    renderWithLocale(<DeleteAccountForm locale="fr" pending={false} onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByLabelText('Pour confirmer, saisissez SUPPRIMER ci-dessous.')).toBeInTheDocument();
  });
});
