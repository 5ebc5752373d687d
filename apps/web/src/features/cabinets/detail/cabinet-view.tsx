// One cabinet: its header (name, description, my role, the cabinet's own actions), its shared templates, members and,
// for the owner, invitations. Only the actions my role allows are shown (docs/product.md#permissions). Under the header,
// the outcome of the last action, or the mail of the last invitation sent, followed until it is delivered or fails.
import { useState } from 'react';
import { ArrowLeft, Info, LogOut, PencilLine, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { LocalizedLink, useLocale } from '../../../lib/locale';
import type { TCabinetDetail } from '../../../lib/api-types';
import { MailDeliveryStatus } from '../../../components/mail/mail-delivery-status';
import { CabinetDialogs, type TCabinetDialog, type TInvitationMail } from './cabinet-dialogs';
import { PageMessage, type TPageMessageState } from '../../../components/lists/page-message';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { TemplatesSection } from './templates-section';
import { useCabinetMutations } from './use-cabinet-mutations';

export function CabinetView({ detail }: { detail: TCabinetDetail }) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  const { cabinet } = detail;
  const isOwner = cabinet.myRole === 'owner';
  const [dialog, setDialog] = useState<TCabinetDialog>(null);
  const [message, setMessage] = useState<TPageMessageState>(null);
  const [invitationMail, setInvitationMail] = useState<TInvitationMail | null>(null);
  // One outcome at a time: a new message puts the followed mail away, and the other way round.
  const showMessage = (next: TPageMessageState) => {
    setInvitationMail(null);
    setMessage(next);
  };
  const followInvitationMail = (followed: TInvitationMail) => {
    setMessage(null);
    setInvitationMail(followed);
  };
  const mutations = useCabinetMutations(cabinet.id);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <LocalizedLink
          to="/cabinet"
          className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </LocalizedLink>
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{cabinet.name}</h1>
              <Badge variant={isOwner ? 'brand-solid' : 'brand'}>{t(`roles.${cabinet.myRole}`)}</Badge>
            </div>
            {cabinet.description && (
              <p className="mt-2 max-w-3xl text-sm leading-6 break-words whitespace-pre-line text-slate-700">{cabinet.description}</p>
            )}
            <p className="mt-2 text-sm text-slate-600">
              {t('header.owner', { name: cabinet.ownerName })}
              {' · '}
              {t('header.created', { date: formatDate(locale, cabinet.createdAt) })}
              {' · '}
              {t('header.members', { count: cabinet.memberCount })}
              {' · '}
              {t('header.templates', { count: cabinet.sharedTemplateCount })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 md:shrink-0">
            {isOwner ? (
              <>
                <Button variant="outline" onClick={() => setDialog({ kind: 'edit' })}>
                  <PencilLine aria-hidden="true" />
                  {t('actions.edit')}
                </Button>
                <Button variant="outline" onClick={() => setDialog({ kind: 'delete' })} className="border-red-200! text-red-700! hover:bg-red-50!">
                  <Trash2 aria-hidden="true" />
                  {t('actions.delete')}
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setDialog({ kind: 'leave' })} className="border-red-200! text-red-700! hover:bg-red-50!">
                <LogOut aria-hidden="true" />
                {t('actions.leave')}
              </Button>
            )}
          </div>
        </div>
        {isOwner && (
          <p className="flex gap-2 text-sm leading-6 text-slate-600">
            <Info className="mt-1 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {t('header.ownerCannotLeave')}
          </p>
        )}
      </div>
      {invitationMail ? (
        <MailDeliveryStatus
          key={invitationMail.mail.id}
          mail={invitationMail.mail}
          email={invitationMail.email}
          title={t(invitationMail.reissued ? 'invitations.reissued' : 'invitations.invited', { email: invitationMail.email })}
          onDismiss={() => setInvitationMail(null)}
        />
      ) : (
        <PageMessage message={message} onDismiss={() => setMessage(null)} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TemplatesSection detail={detail} mutations={mutations} onDialog={setDialog} onMessage={showMessage} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <MembersSection detail={detail} onDialog={setDialog} />
          {isOwner && (
            <InvitationsSection
              detail={detail}
              mutations={mutations}
              onDialog={setDialog}
              onMessage={showMessage}
              onInvitationMail={followInvitationMail}
            />
          )}
        </div>
      </div>
      <CabinetDialogs
        detail={detail}
        dialog={dialog}
        onClose={() => setDialog(null)}
        mutations={mutations}
        onMessage={showMessage}
        onInvitationMail={followInvitationMail}
      />
    </div>
  );
}
