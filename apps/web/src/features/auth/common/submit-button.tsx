// The full-width primary submit button of the sign-in forms (spinner and disabled while the call runs).
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui';

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={pending}>
      {children}
    </Button>
  );
}
