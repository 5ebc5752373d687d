// A card of the profile page: an anchored section with icon, title and description.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, cn } from '../../components/ui';

export type TProfileSectionProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  aside?: ReactNode;
  children: ReactNode;
};

export function ProfileSection({ id, icon: Icon, title, description, tone = 'default', aside, children }: TProfileSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card className={cn('scroll-mt-24', tone === 'danger' && 'border-red-200')} id={id} role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3 border-b border-slate-100 px-5 py-5 sm:px-6">
        <span
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1',
            tone === 'danger' ? 'bg-red-50 text-red-600 ring-red-100' : 'bg-brand-50 text-brand-600 ring-brand-100',
          )}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={titleId} className={cn('text-lg font-semibold tracking-tight', tone === 'danger' ? 'text-red-700' : 'text-slate-900')}>
            {title}
          </h2>
          {description && <p className="mt-1 text-sm leading-6 text-slate-600">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="px-5 py-5 sm:px-6 sm:py-6">{children}</div>
    </Card>
  );
}
