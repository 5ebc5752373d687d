// Enabling 2FA: scan the QR code (or type the manual key), confirm with a 6-digit code, then keep the backup codes.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZTotpCode, ZTwoFactorLoginInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button, Spinner } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { BackupCodesPanel } from './backup-codes-panel';
import { svgDataUrl } from '../../../lib/clipboard';
import { CopyButton } from './copy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Dialog } from '../../../components/ui/dialog';
import { TotpCodeField } from './totp-code-field';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import { useProfileCache } from '../use-profile';

/** profile.twoFactor.enable: the six digits of the app. */
const ZEnableForm = ZTwoFactorLoginInput.pick({ code: true }).extend({ code: ZTotpCode });

export type TSetupDialog = { open: boolean; onOpenChange: (open: boolean) => void; email: string };

/** Mounted only while open, so each opening starts a fresh setup (a new pending secret). */
export function TwoFactorSetupDialog({ open, onOpenChange, email }: TSetupDialog) {
  const { t } = useTranslation('profile');
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<ShieldCheck className="size-5" />}
      title={backupCodes ? t('twoFactor.setup.codesTitle') : t('twoFactor.setup.title')}
      description={backupCodes ? t('twoFactor.setup.codesDescription') : t('twoFactor.setup.description')}
    >
      {backupCodes ? (
        <div className="flex flex-col gap-5">
          <BackupCodesPanel codes={backupCodes} email={email} />
          <Button onClick={() => onOpenChange(false)} className="w-full sm:ml-auto sm:w-auto">
            {t('backupCodes.done')}
          </Button>
        </div>
      ) : (
        <SetupSteps onEnabled={setBackupCodes} />
      )}
    </Dialog>
  );
}

function SetupSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const cache = useProfileCache();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const { form, formId, setField, setErrors, submit } = useZodForm(ZEnableForm, { code: '' });

  const setup = useMutation(trpc.profile.twoFactor.setup.mutationOptions());
  const enable = useMutation(
    trpc.profile.twoFactor.enable.mutationOptions({
      onSuccess: ({ backupCodes }) => {
        void cache.refetch();
        onEnabled(backupCodes);
      },
      onError: (error) => {
        if (errorCodeOf(error) === 'TWO_FACTOR_CODE_INVALID') setErrors({ code: 'TWO_FACTOR_CODE_INVALID' });
      },
    }),
  );

  // Starts once, when the dialog opens (the ref survives StrictMode's second effect run).
  const started = useRef(false);
  const startSetup = setup.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (setup.isPending || setup.isIdle) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner className="size-7 text-brand-600" label={t('twoFactor.setup.generating')} />
      </div>
    );
  }
  if (setup.isError) {
    const alreadyOn = errorCodeOf(setup.error) === 'TWO_FACTOR_ALREADY_ENABLED';
    return (
      <FormAlert
        tone="error"
        action={
          !alreadyOn && (
            <Button variant="outline" size="sm" onClick={() => setup.mutate()}>
              <RefreshCw aria-hidden="true" />
              {t('errors:generic.retry')}
            </Button>
          )
        }
      >
        {alreadyOn ? errorMessage(setup.error) : t('twoFactor.setup.qrFailed')}
      </FormAlert>
    );
  }

  const codeProblem = form.formState.errors.code?.message;
  // A wrong code is the server's refusal; a missing one is a code of the wrong format.
  const codeError =
    codeProblem === 'TWO_FACTOR_CODE_INVALID'
      ? t('errors:codes.TWO_FACTOR_CODE_INVALID')
      : fieldMessage(codeProblem === 'REQUIRED' ? 'TWO_FACTOR_CODE_FORMAT' : codeProblem);
  const { qrSvg, manualKey } = setup.data;
  const otherFailure = enable.isError && errorCodeOf(enable.error) !== 'TWO_FACTOR_CODE_INVALID';
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex flex-col gap-5">
        <li className="flex flex-col gap-3">
          <p className="text-sm font-medium text-slate-900">{t('twoFactor.setup.step1')}</p>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <img
              src={svgDataUrl(qrSvg)}
              alt={t('twoFactor.setup.qrAlt')}
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-xl border border-slate-200 bg-white p-2"
            />
            <div className="flex w-full min-w-0 flex-col gap-2">
              <p className="text-sm text-slate-600">{t('twoFactor.setup.manualIntro')}</p>
              <code
                data-testid="manual-key"
                className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900 select-all"
              >
                {manualKey}
              </code>
              <CopyButton text={manualKey.replace(/\s/g, '')} label={t('twoFactor.setup.copyKey')} />
            </div>
          </div>
        </li>
        <li>
          <form id={formId} noValidate onSubmit={submit((input) => enable.mutate(input))} className="flex flex-col gap-3">
            <TotpCodeField
              label={t('twoFactor.setup.step2')}
              hint={t('twoFactor.codeHint')}
              value={form.watch('code')}
              onValueChange={(code) => setField('code', code)}
              error={codeError}
            />
            {otherFailure && <FormAlert tone="error">{errorMessage(enable.error)}</FormAlert>}
            <Button type="submit" loading={enable.isPending} className="w-full sm:w-auto sm:self-start">
              {t('twoFactor.setup.submit')}
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
