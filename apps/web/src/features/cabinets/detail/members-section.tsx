// The cabinet's members: name, role, join date (and email in the owner's view); the owner may remove a member or
// hand them the ownership.
import { Crown, UserMinus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu, ActionsMenuItem, Badge, Card, CardContent, CardHeader, CardTitle } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import type { TCabinetDetail } from '../../../lib/api-types';
import type { TCabinetDialog } from './cabinet-dialogs';

export function MembersSection({ detail, onDialog }: { detail: TCabinetDetail; onDialog: (dialog: TCabinetDialog) => void }) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  const me = useAuth().user?.id ?? null;
  const isOwner = detail.cabinet.myRole === 'owner';
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2">
        <Users className="size-5 text-brand-600" aria-hidden="true" />
        <CardTitle as="h2">{t('members.title', { count: detail.members.length })}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('members.listLabel')}>
          {detail.members.map((member) => (
            <li key={member.userId} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="member-row">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words text-slate-900">
                  {member.name}
                  {member.userId === me && <span className="text-sm font-normal text-slate-600">{t('members.you')}</span>}
                  <Badge variant={member.role === 'owner' ? 'brand-solid' : 'neutral'}>{t(`roles.${member.role}`)}</Badge>
                </p>
                {member.email && <p className="text-sm break-all text-slate-600">{member.email}</p>}
                <p className="text-sm text-slate-600">{t('members.joined', { date: formatDate(locale, member.joinedAt) })}</p>
              </div>
              {isOwner && member.role !== 'owner' && (
                <ActionsMenu label={t('members.actionsFor', { name: member.name })}>
                  <ActionsMenuItem icon={Crown} label={t('members.transfer')} onSelect={() => onDialog({ kind: 'transfer', member })} />
                  <ActionsMenuItem icon={UserMinus} label={t('members.remove')} danger onSelect={() => onDialog({ kind: 'remove', member })} />
                </ActionsMenu>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
