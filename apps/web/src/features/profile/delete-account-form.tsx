// The typed confirmation of an account deletion: the button stays disabled until the active language's word is typed.
import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_WORDS, ZTokenInput, type TLocale } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button, cn } from '../../components/ui';
import { inputClassName } from '../../components/ui/form-field';

export type TDeleteAccountFormProps = {
  locale: TLocale;
  pending: boolean;
  onConfirm: (confirmation: string) => void;
  onCancel: () => void;
};

export function deletionWordMatches(locale: TLocale, typed: string): boolean {
  return typed.trim() === ACCOUNT_DELETION_WORDS[locale];
}

/**
 * profile.deleteAccount's `confirmation`, which has no schema in the domain: a short trimmed text (ZTokenInput's rule),
 * the active language's word.
 */
function deletionSchema(locale: TLocale) {
  const word = ZTokenInput.shape.token.refine((typed) => deletionWordMatches(locale, typed), 'DELETION_WORD_MISMATCH');
  return ZTokenInput.extend({ confirmation: word }).omit({ token: true });
}

export function DeleteAccountForm({ locale, pending, onConfirm, onCancel }: TDeleteAccountFormProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const { form, formId, submit } = useZodForm(deletionSchema(locale), { confirmation: '' });
  const word = ACCOUNT_DELETION_WORDS[locale];
  const matches = deletionWordMatches(locale, form.watch('confirmation'));

  return (
    <form id={formId} noValidate onSubmit={submit(({ confirmation }) => onConfirm(confirmation))} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm text-slate-800">
          {t('deletion.typeWordBefore')}
          <strong className="rounded bg-red-50 px-1.5 py-0.5 font-mono font-semibold text-red-700">{word}</strong>
          {t('deletion.typeWordAfter')}
        </label>
        <input
          id={id}
          {...form.register('confirmation')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={word}
          aria-describedby={`${id}-hint`}
          className={cn(inputClassName, 'font-mono tracking-wider')}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('deletion.caseHint')}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={!matches} loading={pending}>
          <Trash2 aria-hidden="true" />
          {t('deletion.confirm')}
        </Button>
      </div>
    </form>
  );
}
