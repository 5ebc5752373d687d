// The card every sign-in page sits in: mark or state icon, the page's h1, a helpful subtitle, the form, links below.
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/layout/brand-logo';
import { Card, cn } from '../../../components/ui';

export type TAuthCardTone = 'brand' | 'success' | 'danger' | 'neutral';

type TAuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A state icon (success, error) in place of the brand mark. */
  icon?: ReactNode;
  tone?: TAuthCardTone;
  children?: ReactNode;
  /** Links under the card (to login, register...). */
  footer?: ReactNode;
};

const tones: Record<TAuthCardTone, string> = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  danger: 'bg-red-50 text-red-600 ring-red-100',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function AuthCard({ title, subtitle, icon, tone = 'brand', children, footer }: TAuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <Card className="px-5 py-7 shadow-md shadow-slate-900/5 sm:px-8 sm:py-9">
        <div className="flex flex-col items-center text-center">
          {icon ? (
            <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl ring-1 [&_svg]:size-6', tones[tone])} aria-hidden="true">
              {icon}
            </span>
          ) : (
            <BrandMark className="size-11" />
          )}
          <h1 className="mt-5 text-2xl font-semibold tracking-tight text-balance text-slate-900">{title}</h1>
          {subtitle && <div className="mt-2 text-sm/6 text-pretty text-slate-600">{subtitle}</div>}
        </div>
        {children && <div className="mt-7">{children}</div>}
      </Card>
      {footer && <div className="flex flex-col items-center gap-2 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
