// The Praxiform mark and wordmark, linking to the landing page (or the app home when given).
import { PRODUCT_NAME } from '@praxiform/domain';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/locale';
import { cn } from '../ui';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path d="M11 8.5h6.5a5.75 5.75 0 0 1 0 11.5H14.5v3.5H11z" fill="none" stroke="#fff" strokeWidth="2.75" strokeLinejoin="round" />
      <circle cx="22.75" cy="23.25" r="2.4" className="fill-accent-500" />
    </svg>
  );
}

export function BrandLogo({ to = '/', className }: { to?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to={to}
      className={cn('inline-flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-slate-900', className)}
      aria-label={t('layout.logoLabel', { product: PRODUCT_NAME })}
    >
      <BrandMark />
      <span>{PRODUCT_NAME}</span>
    </LocalizedLink>
  );
}
