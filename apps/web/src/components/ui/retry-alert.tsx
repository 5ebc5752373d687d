// An error that a second try may fix (a list that failed to load, an export): the message and a "try again" button.
import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { FormAlert } from './form-alert';

export function RetryAlert({
  retryLabel,
  onRetry,
  retrying,
  children,
}: {
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  children: ReactNode;
}) {
  return (
    <FormAlert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          <RefreshCw aria-hidden="true" />
          {retryLabel}
        </Button>
      }
    >
      {children}
    </FormAlert>
  );
}
