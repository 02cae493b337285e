import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { Button } from './Button';
import { cn } from './cn';

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** Counting stopped early: there are pages after `totalPages` ('3 of 100+', Next stays on). */
  more?: boolean;
  onPageChange: (page: number) => void;
  className?: string;
}

/** 'Previous', '{page} of {total}' ('of {total}+' when counting stopped early), 'Next' (spec: page of total). */
export function Pagination({ page, totalPages, more = false, onPageChange, className }: PaginationProps) {
  const t = useT();
  const total = Math.max(1, totalPages);
  const current = more ? Math.max(1, page) : Math.min(Math.max(1, page), total);
  return (
    <nav aria-label={t('common.pagination')} className={cn('flex items-center justify-between gap-2', className)}>
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t('common.previous')}
      </Button>
      <p aria-live="polite" className="text-muted">
        {t('common.pageOf', { page: current, total: more ? `${total}+` : total })}
      </p>
      <Button variant="secondary" disabled={!more && current >= total} onClick={() => onPageChange(current + 1)}>
        {t('common.next')}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
