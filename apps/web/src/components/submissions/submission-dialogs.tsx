// The dialogs behind a sent form's actions: show the link again, resend, cancel, delete (each confirmed), view answers.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, Dialog } from '../ui';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { AnswersDialog } from './answers-dialog';
import { LinkCopy } from './link-copy';
import { ResendDialog } from './resend-dialog';
import type { TLinkResult, TSubmissionView } from '../../lib/api-types';
import { useSubmissionRefresh } from '../../lib/use-submission-refresh';

type TSubmissionDialog = { kind: 'link' | 'resend' | 'cancel' | 'delete' | 'answers'; submission: TSubmissionView } | null;

export function useSubmissionDialog() {
  return useState<TSubmissionDialog>(null);
}

function ChangeDialog({ kind, submission, onClose }: { kind: 'cancel' | 'delete'; submission: TSubmissionView; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const refresh = useSubmissionRefresh();
  const errorMessage = useErrorMessage();
  const onSuccess = async () => {
    await refresh(submission.patientId);
    onClose();
  };
  const cancel = useMutation(trpc.submissions.cancel.mutationOptions({ onSuccess }));
  const remove = useMutation(trpc.submissions.delete.mutationOptions({ onSuccess }));
  const mutation = kind === 'cancel' ? cancel : remove;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${kind}.title`)}
      description={t(kind === 'delete' && submission.status === 'completed' ? 'delete.descriptionCompleted' : `${kind}.description`, {
        form: submission.formName,
      })}
      confirmLabel={t(`${kind}.confirm`)}
      onConfirm={() => (kind === 'cancel' ? cancel.mutate({ id: submission.id }) : remove.mutate({ id: submission.id }))}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    />
  );
}

function LinkDialog({ submission, url, onClose }: { submission: TSubmissionView; url: string; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('link.title')}
      description={submission.formName}
      icon={<Link2 className="size-5" />}
    >
      <div className="flex flex-col gap-4">
        <LinkCopy url={url} label={t('link.label')} />
        <p className="text-xs leading-5 text-slate-500">{t('link.onceOnly')}</p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('send.done')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

export function SubmissionDialogs({
  dialog,
  onClose,
  links,
  onLink,
  email,
}: {
  dialog: TSubmissionDialog;
  onClose: () => void;
  /** Links created while this page is open (the server keeps only their hash). */
  links: Readonly<Record<number, string>>;
  onLink: (result: TLinkResult) => void;
  email: string;
}) {
  const answersOf = dialog?.kind === 'answers' ? dialog.submission : null;
  return (
    <>
      <AnswersDialog submission={answersOf} onOpenChange={(open) => !open && onClose()} />
      {dialog?.kind === 'resend' && <ResendDialog submission={dialog.submission} email={email} onClose={onClose} onLink={onLink} />}
      {(dialog?.kind === 'cancel' || dialog?.kind === 'delete') && (
        <ChangeDialog kind={dialog.kind} submission={dialog.submission} onClose={onClose} />
      )}
      {dialog?.kind === 'link' && links[dialog.submission.id] && (
        <LinkDialog submission={dialog.submission} url={links[dialog.submission.id] ?? ''} onClose={onClose} />
      )}
    </>
  );
}
