// Button: the one clickable primitive (variants, sizes, loading); `asChild` renders the styles on a link instead.
import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

/** `inverse` and `inverse-ghost` sit on dark (brand-900) surfaces. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger' | 'inverse' | 'inverse-ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a Link) with the button styles. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

// min-h rather than h: a long label (translations, 360px screens) wraps instead of overflowing.
const base =
  'inline-flex shrink-0 select-none items-center justify-center gap-2 rounded-lg text-center font-medium transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-xs hover:border-slate-400 hover:bg-slate-50',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 focus-visible:outline-red-600',
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 active:bg-brand-100 focus-visible:outline-white',
  'inverse-ghost': 'text-white hover:bg-white/10 active:bg-white/15 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm [&_svg]:size-4',
  md: 'min-h-10 px-4 py-2 text-sm [&_svg]:size-4',
  lg: 'min-h-12 px-6 py-2.5 text-base [&_svg]:size-5',
};

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  disabled,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={buttonClassName(variant, size, className)}
      // A link has no `disabled`: aria-disabled keeps the state visible and announced.
      {...(asChild ? { 'aria-disabled': disabled || loading || undefined } : { type: type ?? 'button', disabled: disabled || loading })}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
