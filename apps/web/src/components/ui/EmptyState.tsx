import type { ReactNode } from 'react';
import { cn } from './cn';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon (rendered aria-hidden by the caller's icon component). */
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  as?: 'h2' | 'h3' | 'p';
  className?: string;
}

/** The one "nothing here" block: 'No … found' in the spec's words, or why something is missing. */
export function EmptyState({ title, description, icon, action, as: Heading = 'h2', className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-canvas px-4 py-8 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {description ? <div className="max-w-prose text-muted">{description}</div> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
