import type { ReactNode } from 'react';
import { cn } from './ui/cn';
import { usePageTitle } from './usePageTitle';

interface PageProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  /** A short line under the heading. */
  subtitle?: ReactNode;
  /** Controls shown next to the heading on wide screens (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page: its heading (the only h1), the document title, and its content. */
export function Page({ title, subtitle, actions, children, className }: PageProps) {
  usePageTitle(title);
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {subtitle ? <p className="text-lg text-muted">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
