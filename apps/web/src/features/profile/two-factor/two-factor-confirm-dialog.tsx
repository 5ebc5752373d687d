// Disabling 2FA or regenerating backup codes: confirmed with the password, or with a current code for accounts without one.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZLoginInput, ZTotpCode, ZTwoFactorLoginInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { BackupCodesPanel } from './backup-codes-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/form-field';
import { DialogClose, Dialog } from '../../../components/ui/dialog';
import { TotpCodeField } from './totp-code-field';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import { useProfileCache } from '../use-profile';

export type TConfirmKind = 'disable' | 'regenerate';

export type TConfirmDialogProps = {
  kind: TConfirmKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
  email: string;
  onDisabled: () => void;
};

export function TwoFactorConfirmDialog({ kind, open, onOpenChange, hasPassword, email, onDisabled }: TConfirmDialogProps) {
  const { t } = useTranslation('profile');
  const [codes, setCodes] = useState<string[] | null>(null);
  const title = codes ? t('twoFactor.setup.codesTitle') : t(`twoFactor.${kind}.title`);
  const description = codes
    ? t('twoFactor.setup.codesDescription')
    : t(hasPassword ? `twoFactor.${kind}.withPassword` : `twoFactor.${kind}.withCode`);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      tone={kind === 'disable' ? 'danger' : 'default'}
      icon={kind === 'disable' ? <ShieldOff className="size-5" /> : <KeyRound className="size-5" />}
    >
      {codes ? (
        <div className="flex flex-col gap-5">
          <BackupCodesPanel codes={codes} email={email} />
          <Button onClick={() => onOpenChange(false)} className="w-full sm:ml-auto sm:w-auto">
            {t('backupCodes.done')}
          </Button>
        </div>
      ) : (
        <ConfirmForm kind={kind} hasPassword={hasPassword} onRegenerated={setCodes} onDisabled={onDisabled} />
      )}
    </Dialog>
  );
}

/** The proof: the password, or for an account without one the six digits of the app. */
const ZPasswordProof = ZLoginInput.pick({ password: true });
const ZCodeProof = ZTwoFactorLoginInput.pick({ code: true }).extend({ code: ZTotpCode });
/** Refusals of the server that belong to the field. */
const FIELD_CODES = ['PASSWORD_INCORRECT', 'TWO_FACTOR_CODE_INVALID'];

type TFormProps = { kind: TConfirmKind; hasPassword: boolean; onRegenerated: (codes: string[]) => void; onDisabled: () => void };

function ConfirmForm({ kind, hasPassword, onRegenerated, onDisabled }: TFormProps) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const cache = useProfileCache();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const { form, formId, field, setField, setErrors, submit } = useZodForm<{ password: string; code: string }, { password?: string; code?: string }>(
    hasPassword ? ZPasswordProof : ZCodeProof,
    { password: '', code: '' },
  );
  const name = hasPassword ? 'password' : 'code';

  const onError = (error: unknown) => {
    const code = errorCodeOf(error);
    if (code && FIELD_CODES.includes(code)) setErrors({ [name]: code });
  };
  const disable = useMutation(
    trpc.profile.twoFactor.disable.mutationOptions({
      onSuccess: () => {
        void cache.refetch();
        onDisabled();
      },
      onError,
    }),
  );
  const regenerate = useMutation(
    trpc.profile.twoFactor.regenerateBackupCodes.mutationOptions({
      onSuccess: ({ backupCodes }) => {
        void cache.refetch();
        onRegenerated(backupCodes);
      },
      onError,
    }),
  );
  const mutation = kind === 'disable' ? disable : regenerate;

  const send = (input: { password?: string; code?: string }) => {
    if (kind === 'disable') disable.mutate(input);
    else regenerate.mutate(input);
  };

  // A refusal of the server in its own words; a missing password or code asks for it as before.
  const problem = form.formState.errors[name]?.message;
  const fieldError =
    problem && FIELD_CODES.includes(problem)
      ? t(`errors:codes.${problem}`)
      : fieldMessage(problem === 'REQUIRED' ? (hasPassword ? 'PASSWORD_REQUIRED' : 'TWO_FACTOR_CODE_FORMAT') : problem);

  const code = mutation.isError ? errorCodeOf(mutation.error) : null;
  const otherFailure = code !== null && code !== 'PASSWORD_INCORRECT' && code !== 'TWO_FACTOR_CODE_INVALID';
  return (
    <form id={formId} noValidate onSubmit={submit(send)} className="flex flex-col gap-4">
      {hasPassword ? (
        <PasswordField label={t('twoFactor.passwordLabel')} {...field('password')} error={fieldError} autoComplete="current-password" autoFocus />
      ) : (
        <TotpCodeField
          label={t('twoFactor.codeLabel')}
          hint={t('twoFactor.codeHint')}
          value={form.watch('code')}
          onValueChange={(code) => setField('code', code)}
          error={fieldError}
          autoFocus
        />
      )}
      {otherFailure && <FormAlert tone="error">{kind === 'disable' ? t('twoFactor.disable.failed') : errorMessage(mutation.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant={kind === 'disable' ? 'danger' : 'primary'} loading={mutation.isPending}>
          {t(`twoFactor.${kind}.submit`)}
        </Button>
      </div>
    </form>
  );
}
