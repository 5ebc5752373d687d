// Share a private template to another practitioner by email: checked here first (ZEmail, through the form kit), then
// templates.shareToUser.
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../components/forms/form-kit';
import { Button } from '../../components/ui';
import { errorCodeOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/form-field';
import { Dialog } from '../../components/ui/dialog';
import { useErrorMessage } from '../../lib/use-messages';
import { emailErrorKey, templateProblem, ZShareEmail, type TTemplateProblem } from './share-email';
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

function ShareForm({ template, onCancel, onShared }: { template: TTemplateSummary | null; onCancel: () => void; onShared: (email: string) => void }) {
  const { t } = useTranslation('templates');
  const errorMessage = useErrorMessage();
  const trpc = useTRPC();
  const { form, formId, field, submit, showServerErrors, formLevelError } = useZodForm(ZShareEmail, { email: '' });
  const [problem, setProblem] = useState<TTemplateProblem | null>(null);
  const share = useMutation(trpc.templates.shareToUser.mutationOptions({ onError: (error) => showServerErrors(error) }));

  // The template's problem is said first, without looking at the email; then the email is checked.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = templateProblem(template);
    setProblem(found);
    if (found || !template) {
      event.preventDefault();
      form.clearErrors();
      return;
    }
    const send = () => {
      // As typed, only trimmed: the success message names the address the way it was written.
      const email = form.getValues('email').trim();
      share.mutate({ id: template.id, email }, { onSuccess: () => onShared(email) });
    };
    void submit(send, () => share.reset())(event);
  };

  const email = field('email');
  const emailKey = emailErrorKey(form.formState.errors.email?.message);
  const serverCode = formLevelError(share.error) ? errorCodeOf(share.error) : null;
  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {problem && <FormAlert tone="error">{t(`share.errors.${problem}`)}</FormAlert>}
      {serverCode && (
        <FormAlert tone="error">
          {KNOWN_CODES.includes(serverCode) ? errorMessage(share.error) : `${t('share.errors.sendFailed')} ${errorMessage(share.error)}`}
        </FormAlert>
      )}
      <TextField
        label={t('share.email')}
        {...emailInputProps}
        autoComplete="off"
        {...email}
        error={emailKey ? t(`share.errors.${emailKey}`) : email.error}
        hint={t('share.hint')}
        maxLength={254}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={share.isPending}>
          {t('list.actions.cancel')}
        </Button>
        <Button type="submit" loading={share.isPending}>
          <Send aria-hidden="true" />
          {t('share.submit')}
        </Button>
      </div>
    </form>
  );
}

export function ShareDialog({ open, template, onOpenChange, onShared }: TShareDialogProps) {
  const { t } = useTranslation('templates');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={template ? t('share.description', { name: template.name }) : undefined}
      icon={<Send className="size-5" />}
    >
      {/* Mounted only while open, so reopening starts empty. */}
      {open && (
        <ShareForm
          template={template}
          onCancel={() => onOpenChange(false)}
          onShared={(email) => {
            onShared(email);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}
