// The status of a sent form as a coloured, translated pill (draft, sent, opened, completed, expired, waiting room).
import { useTranslation } from 'react-i18next';
import { SUBMISSION_STATUSES, type TSubmissionStatus } from '@praxiform/domain';
import { Badge, type BadgeVariant } from '../ui';

const VARIANTS: Record<TSubmissionStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'brand',
  pending: 'warning',
  completed: 'success',
  expired: 'danger',
  anonymous: 'accent',
};

function isSubmissionStatus(value: string): value is TSubmissionStatus {
  return (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

export function SubmissionStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('submissions');
  if (!isSubmissionStatus(status)) return null;
  return (
    <Badge variant={VARIANTS[status]} className={className}>
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}
