// /admin/support: every support ticket (docs/support-api.md#adminsupport-the-desk). Being built.
import { useTranslation } from 'react-i18next';
import { pageNameKey } from '../../../routes/page-title';

export function AdminSupportPage() {
  const { t } = useTranslation('adminSupport');
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('admin-support')}`)}</h1>;
}
