// Shared UI primitives of the SPA.
export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Card, CardContent, CardHeader, CardTitle } from './card';
export type { CardTitleProps } from './card';
export { Badge } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Container } from './container';
export type { ContainerProps } from './container';
export { cn } from './cn';
