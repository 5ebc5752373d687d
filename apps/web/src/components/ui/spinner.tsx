// Spinner: an animated ring for loading states; pass `label` to announce it to screen readers.
import type { SVGProps } from 'react';
import { cn } from './cn';

export type SpinnerProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Accessible text; without it the spinner is decorative (e.g. inside a labelled button). */
  label?: string;
};

export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-4 animate-spin', className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
