import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A notice that something waits on someone else (a partner not yet approved, publishing held back): an hourglass,
 * a title (h2, labelling the notice by `id`) and why.
 */
export function PendingNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex items-start gap-3 rounded-xl border border-warning-line bg-warning-soft p-4"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <h2 id={id} className="font-bold text-ink">
          {title}
        </h2>
        <p>{children}</p>
      </div>
    </section>
  );
}
