// /admin/announcements: the banners shown to practitioners (docs/announcements-api.md). Being built.
import { useTranslation } from 'react-i18next';
import { pageNameKey } from '../../../routes/page-title';

export function AdminAnnouncementsPage() {
  const { t } = useTranslation('announcements');
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('admin-announcements')}`)}</h1>;
}
