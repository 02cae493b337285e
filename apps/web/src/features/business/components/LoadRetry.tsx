import { RefreshCw } from 'lucide-react';
import { Button, Spinner } from '../../../components/ui';
import { failureMessage } from '../../../lib/failure';
import { useBusinessT } from '../i18n';

/** A business page's query while it loads (a spinner), or what failed (the server's words, else `failed`) and Retry. */
export function LoadRetry({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  failed: string;
}) {
  const t = useBusinessT();
  if (query.isPending) return <Spinner label={loading} />;
  if (!query.isError) return null;
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{failureMessage(query.error, failed)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {t('business.profile.retry')}
      </Button>
    </div>
  );
}
