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

/**
 * A list or page still loading: `label` read out once, and `count` placeholder blocks (`block`, their classes) in
 * the shape of what is coming (`className`, the container's layout), so nothing jumps when it arrives.
 */
export function LoadingBlocks({
  label,
  count,
  block,
  className,
}: {
  label: string;
  count: number;
  block: string;
  className: string;
}) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {/* The blocks never move: their numbers are their keys. */}
      {Array.from({ length: count }, (_, n) => n).map((n) => (
        <Skeleton key={n} className={block} />
      ))}
    </div>
  );
}
