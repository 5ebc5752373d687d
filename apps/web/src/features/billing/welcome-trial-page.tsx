// Being built (issue 14): docs/billing-api.md.
import { useTranslation } from 'react-i18next';
import { pageNameKey } from '../../routes/page-title';

export function WelcomeTrialPage() {
  const { t } = useTranslation('billing');
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('WelcomeTrial')}`)}</h1>;
}
