// One notification as a sentence and a destination: who completed which form, who shared which template.
import type { TFunction } from 'i18next';
import type { TNotificationView } from '../../lib/api-types';

export function notificationSentence(t: TFunction, notification: TNotificationView): string {
  const form = notification.formName ?? t('submissions:notifications.unknownForm');
  switch (notification.kind) {
    case 'form_completed':
      return notification.patientName
        ? t('submissions:notifications.formCompleted', { patient: notification.patientName, form })
        : t('submissions:notifications.formCompletedAnonymous', { form });
    case 'template_shared':
      return t('submissions:notifications.templateShared', { actor: notification.actorName ?? t('submissions:notifications.someone'), form });
    case 'support_reply':
      return t('submissions:notifications.supportReply');
    case 'cabinet_invite':
      return t('submissions:notifications.cabinetInvite', { actor: notification.actorName ?? t('submissions:notifications.someone') });
  }
}

/** Where a click leads (prefix-less path): the patient's page, else the waiting room; shares to my templates. */
export function notificationTarget(notification: TNotificationView): string {
  switch (notification.kind) {
    case 'form_completed':
      return notification.patientId === null ? '/forms/pending' : `/patients/${notification.patientId}`;
    case 'template_shared':
      return '/templates';
    case 'support_reply':
      return notification.ticketId === null ? '/support' : `/support?ticket=${notification.ticketId}`;
    case 'cabinet_invite':
      return '/cabinet';
  }
}
