// The call to subscribe that replaces creating and sending when the trial or the subscription has ended
// (docs/billing-api.md#states): a link to the pricing page, or a short notice inside a dialog.
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../ui';
import { LocalizedLink } from '../../lib/locale';

export const PRICING_PATH = '/subscription/pricing';

type TGateLabel = 'createTemplate' | 'send' | 'newPendingForm';

/** A button-styled link to the pricing page, in place of a create or send button. */
export function SubscribeLink({
  label,
  variant = 'primary',
  size = 'md',
  className,
}: {
  label: TGateLabel;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <LocalizedLink to={PRICING_PATH} data-testid="subscribe-call">
        <Lock aria-hidden="true" />
        {t(`subscription.gate.${label}`)}
      </LocalizedLink>
    </Button>
  );
}

/** Inside a send or resend dialog: why nothing can be sent, and the way to the plans. */
export function SubscriptionRequiredNotice() {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-4" data-testid="subscription-required">
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950">
        <Lock className="mt-1 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('subscription.gate.title')}</p>
          <p>{t('subscription.gate.text')}</p>
        </div>
      </div>
      <Button asChild className="self-start">
        <LocalizedLink to={PRICING_PATH} data-testid="subscribe-call">
          {t('subscription.gate.action')}
        </LocalizedLink>
      </Button>
    </div>
  );
}
