// Placeholders while a list loads: `count` copies of `children` (one item's grey bars), in the grid the real cards use
// or in the bordered rows of a table-like list; screen readers hear `label` once instead of the bars.
import type { ReactNode } from 'react';

const LAYOUTS = {
  grid: {
    box: undefined,
    list: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
    item: 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5',
  },
  rows: {
    box: 'overflow-hidden rounded-2xl border border-slate-200 bg-white',
    list: 'divide-y divide-slate-100',
    item: 'flex items-center gap-4 px-4 py-4',
  },
} as const;

export function ListSkeleton({
  label,
  count,
  layout,
  children,
}: {
  label: string;
  count: number;
  layout: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  const classes = LAYOUTS[layout];
  return (
    <div aria-busy="true" className={classes.box}>
      <span className="sr-only" role="status">
        {label}
      </span>
      <ul className={classes.list}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={classes.item}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  );
}
