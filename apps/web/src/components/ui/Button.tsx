import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'icon';

const BASE =
  'inline-flex min-h-11 select-none items-center justify-center gap-2 rounded-lg text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark active:bg-primary-darker',
  secondary: 'border border-primary bg-white text-primary-dark hover:bg-primary-soft active:bg-primary-line',
  ghost: 'bg-transparent text-ink hover:bg-canvas active:bg-gray-200',
  danger: 'bg-danger text-white hover:bg-[#912018] active:bg-[#7a271a]',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'px-4 py-2',
  icon: 'min-w-11 p-2',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The classes of a button, for elements that must look like one (links). */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyleProps = {}, className?: string): string {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyleProps;

/** The one button. At least 44 px tall; `type` defaults to "button". */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
