// A ticket's status as a pill: open, resolved, closed (docs/support-api.md#rules).
import { useTranslation } from 'react-i18next';
import type { TTicketStatus } from '@praxiform/domain';
import { Badge, type BadgeVariant } from '../ui';

const VARIANTS: Record<TTicketStatus, BadgeVariant> = { open: 'warning', resolved: 'success', closed: 'neutral' };

export function StatusBadge({ status }: { status: TTicketStatus }) {
  const { t } = useTranslation('support');
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
