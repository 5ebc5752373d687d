// Card: a bordered white surface with optional header, title and content sections.
import type { HTMLAttributes, Ref } from 'react';
import { cn } from './cn';

type DivProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />;
}

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Heading level, so the card fits the page outline. */
  as?: 'h2' | 'h3' | 'h4';
  ref?: Ref<HTMLHeadingElement>;
};

export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading className={cn('text-lg font-semibold tracking-tight text-slate-900', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('p-6', className)} {...props} />;
}
