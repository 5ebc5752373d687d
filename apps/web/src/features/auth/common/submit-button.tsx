// The full-width primary submit button of the sign-in forms (spinner and disabled while the call runs). A prerendered
// sign-in page (docs/architecture.md, "The guest pages") shows its form before the scripts run: the button stays
// disabled until then, which also stops the browser's own submission on Enter (it would put the password in the URL).
import type { ReactNode } from 'react';
import { useMounted } from '../../../components/layout/use-hydrated';
import { Button } from '../../../components/ui';

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const mounted = useMounted();
  return (
    <Button type="submit" size="lg" className="w-full" loading={pending} disabled={!mounted}>
      {children}
    </Button>
  );
}
