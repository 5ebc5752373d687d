// Container: centres page content with a max width and responsive side padding.
import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** `prose` suits long reading (legal pages), `default` the rest. */
  size?: 'default' | 'narrow' | 'prose';
};

const widths = { default: 'max-w-6xl', narrow: 'max-w-4xl', prose: 'max-w-3xl' } as const;

export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...props} />;
}
