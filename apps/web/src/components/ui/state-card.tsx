// A page-sized state in place of content: not found, not allowed, load error with retry; actions go in children.
import type { ReactNode } from 'react';
import { Card, CardContent } from './card';

export function StateCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:py-16">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-600 ring-1 ring-slate-200">{icon}</span>
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        <p className="max-w-md text-sm leading-6 text-slate-600">{text}</p>
        {children && <div className="flex flex-wrap justify-center gap-2">{children}</div>}
      </CardContent>
    </Card>
  );
}
