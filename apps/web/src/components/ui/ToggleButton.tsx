import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * One of a row of choices that narrow a list (All / Mine, Buying / Selling, Sent / Received, a saved kind): a button
 * marked pressed while its choice is the one shown.
 */
export function ToggleButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-11 rounded-lg px-4 font-semibold',
        pressed ? 'bg-primary text-white' : 'border border-line bg-white text-ink hover:bg-canvas',
      )}
    >
      {children}
    </button>
  );
}
