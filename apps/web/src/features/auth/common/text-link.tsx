// Inline link style of the sign-in pages (brand colour, underline on hover, visible focus).
import type { ComponentProps } from 'react';
import { LocalizedLink } from '../../../lib/locale';
import { cn } from '../../../components/ui';

export const textLinkClassName = 'rounded-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

export function TextLink({ className, ...props }: ComponentProps<typeof LocalizedLink>) {
  return <LocalizedLink className={cn(textLinkClassName, className)} {...props} />;
}
