// /debug/user: what the SPA knows about the signed-in user, to check a session by eye.
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { pageNameKey } from '../../routes/page-title';

export function DebugUserPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['debugUser.id', String(user.id)],
    ['debugUser.name', `${user.firstName} ${user.lastName}`],
    ['debugUser.email', user.email],
    ['debugUser.role', user.role],
    ['debugUser.administrator', t(user.isAdministrator ? 'yes' : 'no')],
    ['debugUser.profileCompleted', t(user.profileCompleted ? 'yes' : 'no')],
    ['debugUser.interfaceLanguage', t(`language.names.${user.interfaceLanguage}`)],
  ];
  return (
    <Card>
      <CardContent>
        <h1 className="text-xl font-semibold text-slate-900">{t(pageNameKey('DebugUser'))}</h1>
        <dl className="mt-4 divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-3 gap-4 py-2.5">
              <dt className="text-slate-500">{t(label)}</dt>
              <dd className="col-span-2 font-mono break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
