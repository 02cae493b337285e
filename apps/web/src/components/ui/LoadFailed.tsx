import { Button } from './Button';

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
