import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { cn } from './ui/cn';
import { VisuallyHidden } from './ui/VisuallyHidden';

/** The logo mark: green, white, green, with a gold centre. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#008751" />
      <rect x="22" width="20" height="64" fill="#ffffff" />
      <circle cx="32" cy="32" r="7" fill="#c99700" />
    </svg>
  );
}

interface LogoProps {
  to?: string;
  className?: string;
  /**
   * Smaller below 400 px wide, so the top bar fits a 360 px phone; 'mark': up to 900 px wide (where the sidebar
   * starts), only the mark and BETA show (the name is still read out), for a top bar with more buttons (Create, a
   * member's messages, and from 640 px 'Apply for funding').
   */
  compact?: boolean | 'mark';
}

/** The logo with its BETA label, linking home (read as "CreativeNG BETA, home page"). */
export function Logo({ to = '/', className, compact = false }: LogoProps) {
  const t = useT();
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg text-ink no-underline',
        compact && 'max-[25rem]:gap-1.5',
        className,
      )}
    >
      <LogoMark className={compact ? 'max-[25rem]:size-8' : undefined} />
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight',
          compact && 'max-[25rem]:text-base',
          compact === 'mark' && 'max-nav:sr-only',
        )}
      >
        {t('app.name')}
      </span>{' '}
      <span className="rounded-md bg-accent px-1.5 py-0.5 text-xs font-bold tracking-wide text-ink">
        {t('app.beta')}
      </span>
      <VisuallyHidden>{t('app.homeLinkSuffix')}</VisuallyHidden>
    </Link>
  );
}
