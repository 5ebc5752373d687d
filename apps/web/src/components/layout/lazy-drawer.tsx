// The side drawer (drawer.tsx, Radix's dialog) loaded when first opened: the public header's menu on a phone, which
// most visits never open, does not weigh on the guest pages' first load (docs/architecture.md, "The guest pages").
import { Suspense, lazy, useState } from 'react';
import type { TDrawerProps } from './drawer';

const Drawer = lazy(() => import('./drawer').then((module) => ({ default: module.Drawer })));

export function LazyDrawer(props: TDrawerProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
