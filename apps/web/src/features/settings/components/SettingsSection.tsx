import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** One titled part of the settings page (h2), as a card; `danger` gives the red "danger zone" frame. */
export function SettingsSection({
  id,
  title,
  intro,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm sm:p-6',
        danger ? 'border-danger' : 'border-line',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className={cn('text-xl font-bold', danger ? 'text-danger' : 'text-ink')}>
          {title}
        </h2>
        {intro ? <p className="max-w-prose text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
