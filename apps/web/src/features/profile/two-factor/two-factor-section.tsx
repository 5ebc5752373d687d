// Section 4: two-factor authentication status, and the dialogs to enable it, regenerate backup codes or disable it.
import { useState } from 'react';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../../components/ui';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProfileSection } from '../profile-section';
import type { TProfile } from '../../../lib/api-types';
import { TwoFactorConfirmDialog, type TConfirmKind } from './two-factor-confirm-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

export function TwoFactorSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const [setupOpen, setSetupOpen] = useState(false);
  const [confirm, setConfirm] = useState<TConfirmKind | null>(null);
  const [notice, setNotice] = useState<'disabled' | null>(null);
  const enabled = profile.twoFactorEnabled;

  const status = (
    <Badge variant={enabled ? 'success' : 'neutral'} className="self-center">
      {enabled ? <ShieldCheck className="size-3.5" aria-hidden="true" /> : <ShieldOff className="size-3.5" aria-hidden="true" />}
      {t(enabled ? 'twoFactor.statusOn' : 'twoFactor.statusOff')}
    </Badge>
  );

  return (
    <ProfileSection id="two-factor" icon={ShieldCheck} title={t('twoFactor.title')} description={t('twoFactor.description')} aside={status}>
      <div className="flex flex-col gap-4">
        {notice && !enabled && <FormAlert tone="success">{t('twoFactor.disable.done')}</FormAlert>}
        {enabled ? (
          <>
            <p className="text-sm leading-6 text-slate-700">{t('twoFactor.enabledText', { count: profile.backupCodesLeft })}</p>
            {profile.backupCodesLeft <= 3 && <FormAlert tone="warning">{t('twoFactor.fewCodesLeft')}</FormAlert>}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => setConfirm('regenerate')}>
                <KeyRound aria-hidden="true" />
                {t('twoFactor.regenerate.open')}
              </Button>
              <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirm('disable')}>
                <ShieldOff aria-hidden="true" />
                {t('twoFactor.disable.open')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm leading-6 text-slate-700">{t('twoFactor.disabledText')}</p>
            <Button
              className="w-full sm:w-auto sm:self-start"
              onClick={() => {
                setNotice(null);
                setSetupOpen(true);
              }}
            >
              <ShieldCheck aria-hidden="true" />
              {t('twoFactor.enable')}
            </Button>
          </>
        )}
      </div>
      {/* Outside the status branches: enabling flips the status while the dialog still shows the backup codes. */}
      {setupOpen && <TwoFactorSetupDialog open onOpenChange={setSetupOpen} email={profile.email} />}
      {confirm && (
        <TwoFactorConfirmDialog
          kind={confirm}
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          hasPassword={profile.hasPassword}
          email={profile.email}
          onDisabled={() => {
            setConfirm(null);
            setNotice('disabled');
          }}
        />
      )}
    </ProfileSection>
  );
}
