import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from './Page';
import { EmptyState } from './ui/EmptyState';
import { Skeleton } from './ui/Spinner';

/** The way back from one item (a product, a listing, a proposal) to its list: an arrow and the list's name. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {children}
    </Link>
  );
}

/**
 * The page of one item until it has its data (`if (!query.data) return <ItemFallback …/>`): a placeholder in the
 * item's shape (`skeleton`, its classes) while it loads, then `notFound`, after the way `back` when there is one.
 */
export function ItemFallback({
  pending,
  title,
  skeleton,
  notFound,
  back,
}: {
  pending: boolean;
  title: string;
  skeleton: string;
  notFound: string;
  back?: ReactNode;
}) {
  return (
    <Page title={title}>
      {pending ? (
        <Skeleton className={skeleton} />
      ) : (
        <>
          {back}
          <EmptyState title={notFound} />
        </>
      )}
    </Page>
  );
}
