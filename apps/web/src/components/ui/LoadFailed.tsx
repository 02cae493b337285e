import type { ComponentProps } from 'react';
import { failureMessage } from '../../lib/failure';
import { Button } from './Button';
import { LoadingBlocks } from './Spinner';

/** The one "could not load" block: what went wrong, read out at once, and a button to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-danger-soft p-4">
      <p className="font-medium text-ink">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * What a query's place shows until it has data (`if (!query.isSuccess) return <QueryFallback …/>`): its loading
 * blocks (`loading`) while it loads, then what failed (the server's words, else `failed`) with a button to try again.
 */
export function QueryFallback({
  query,
  failed,
  retryLabel,
  loading,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  failed: string;
  retryLabel: string;
  loading: ComponentProps<typeof LoadingBlocks>;
}) {
  if (query.isPending) return <LoadingBlocks {...loading} />;
  return (
    <LoadFailed
      message={failureMessage(query.error, failed)}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
    />
  );
}
