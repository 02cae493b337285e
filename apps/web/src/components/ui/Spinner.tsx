import { useT } from '../../lib/i18n';
import { cn } from './cn';
import { VisuallyHidden } from './VisuallyHidden';

interface SpinnerProps {
  /** What is loading; read by screen readers. */
  label?: string;
  className?: string;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, className }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted', className)}>
      <svg
        aria-hidden="true"
        className="size-6 motion-safe:animate-spin"
        viewBox="0 0 24 24"
        fill="none"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </span>
  );
}

interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block shown while content loads (hidden from assistive technology). */
export function Skeleton({ className }: SkeletonProps) {
  return <div aria-hidden="true" className={cn('rounded-md bg-gray-200 motion-safe:animate-pulse', className)} />;
}
