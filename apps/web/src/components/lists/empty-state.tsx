// What a list shows in place of its items: an empty list's invitation (icon, title, text, what to do first), or a
// short notice when nothing matches the search or filters.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export function EmptyState({
  icon: Icon,
  title,
  text,
  heading = 'h2',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const Heading = heading;
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100"
        aria-hidden="true"
      >
        <Icon className="size-7" />
      </span>
      <div className="max-w-md">
        <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
        <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
      </div>
      {children}
    </div>
  );
}

export function ListNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {children}
    </div>
  );
}
