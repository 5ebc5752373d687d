// Eyebrow, title and lead paragraph that open each marketing section.
import type { ReactNode } from 'react';
import { cn } from '../../components/ui';

export type SectionHeadingProps = {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
};

export function SectionHeading({ id, eyebrow, title, lead, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className={cn('text-sm font-semibold tracking-wide uppercase', dark ? 'text-brand-300' : 'text-brand-700')}>{eyebrow}</p>
      <h2 id={id} className={cn('mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl', dark ? 'text-white' : 'text-slate-900')}>
        {title}
      </h2>
      {lead && <p className={cn('mt-4 text-base/7 text-pretty sm:text-lg/8', dark ? 'text-brand-100' : 'text-slate-600')}>{lead}</p>}
    </div>
  );
}
