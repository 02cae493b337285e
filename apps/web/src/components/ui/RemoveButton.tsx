import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * The one button that takes an item out of a list (a chosen picture, a document, a skill): an X named by `label`,
 * which says what it removes; `className` places, sizes (at least 32 px: WCAG 2.2 target size) and colours it.
 */
export function RemoveButton({
  label,
  className,
  icon = 'size-4',
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'children' | 'aria-label'> & { label: string; icon?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn('inline-flex items-center justify-center rounded-full', className)}
      {...button}
    >
      <X aria-hidden="true" className={icon} />
    </button>
  );
}
