// The profile's "Sessions and sign-ins" card: what the Security page holds, and the link there (/profile/security).
import { ChevronRight, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { ProfileSection } from './profile-section';

export function SecuritySection() {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="security" icon={MonitorSmartphone} title={t('security.title')} description={t('security.description')}>
      <Button asChild variant="outline">
        <LocalizedLink to="/profile/security">
          {t('security.link')}
          <ChevronRight aria-hidden="true" />
        </LocalizedLink>
      </Button>
    </ProfileSection>
  );
}
