import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  primary: { box: 'border-primary-line bg-primary-soft', icon: undefined },
  warning: { box: 'border-warning-line bg-warning-soft', icon: 'text-warning' },
} as const;

/**
 * A notice about the person's own account above a page's content (approved or pending, a profile to complete, the
 * business's own profile): a tinted card named by its heading, with an icon, then what it says and where to go.
 */
export function NoticeCard({
  id,
  tone,
  icon: Icon,
  title,
  heading = 'text-lg font-bold text-ink',
  className = 'gap-3',
  children,
}: {
  id: string;
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  /** The heading's type and colour. */
  heading?: string;
  /** The card's spacing and alignment. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col rounded-xl border p-4', TONES[tone].box, className)}>
      <h2 id={id} className={cn('flex items-center gap-2', heading)}>
        <Icon aria-hidden="true" className={cn('size-5', TONES[tone].icon)} />
        {title}
      </h2>
      {children}
    </section>
  );
}
