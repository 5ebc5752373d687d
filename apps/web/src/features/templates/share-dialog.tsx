// Share a private template to another practitioner by email: checked here first, then templates.shareToUser.
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { errorCodeOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/form-field';
import { Dialog } from '../../components/ui/dialog';
import { useErrorMessage } from '../../lib/use-messages';
import { shareProblem } from './share-email';
import type { TTemplateSummary } from '../../lib/api-types';
import { emailInputProps } from '../../components/forms/email-input';

// These failures have their own sentence; any other is "send failed" plus the reason.
const KNOWN_CODES = ['SHARE_RECIPIENT_NOT_FOUND', 'SHARE_TO_SELF', 'TEMPLATE_PUBLIC_CANNOT_BE_SENT', 'VALIDATION_FAILED'];

type TShareDialogProps = {
  open: boolean;
  template: TTemplateSummary | null;
  onOpenChange: (open: boolean) => void;
  onShared: (email: string) => void;
};

export function ShareDialog({ open, template, onOpenChange, onShared }: TShareDialogProps) {
  const { t } = useTranslation('templates');
  const errorMessage = useErrorMessage();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof shareProblem>>(null);
  const share = useMutation(trpc.templates.shareToUser.mutationOptions());

  const close = (next: boolean) => {
    if (!next) {
      setEmail('');
      setProblem(null);
      share.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = shareProblem(template, email);
    setProblem(found);
    if (found || !template) return;
    share.mutate(
      { id: template.id, email: email.trim() },
      {
        onSuccess: () => {
          onShared(email.trim());
          close(false);
        },
      },
    );
  };

  const emailError = problem === 'emailRequired' || problem === 'emailInvalid' ? t(`share.errors.${problem}`) : undefined;
  const formError = problem === 'noForm' || problem === 'alreadyPublic' ? t(`share.errors.${problem}`) : null;
  const serverCode = share.isError ? errorCodeOf(share.error) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('share.title')}
      description={template ? t('share.description', { name: template.name }) : undefined}
      icon={<Send className="size-5" />}
    >
      <form id="share-template-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        {serverCode && (
          <FormAlert tone="error">
            {KNOWN_CODES.includes(serverCode) ? errorMessage(share.error) : `${t('share.errors.sendFailed')} ${errorMessage(share.error)}`}
          </FormAlert>
        )}
        <TextField
          label={t('share.email')}
          {...emailInputProps}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          hint={t('share.hint')}
          maxLength={254}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={share.isPending}>
            {t('list.actions.cancel')}
          </Button>
          <Button type="submit" loading={share.isPending}>
            <Send aria-hidden="true" />
            {t('share.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
