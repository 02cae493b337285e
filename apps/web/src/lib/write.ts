import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from './failure';
import { toast } from './toast';

/** One write a button starts: the call, what the person is told when it is done, and what follows. */
export interface Write<Result> {
  /** Which item it is about (a skill, a member), for `pending`. */
  key?: string;
  work: () => Promise<Result>;
  /** The success toast: words, or words from the answer (its message); none when left out. */
  done?: string | ((result: Result) => string);
  /** Runs after the toast (a dialog closes, the page moves on). */
  after?: (result: Result) => void;
}

/**
 * The one way a button's write runs (delete, out of stock, an order's next step, a line of the cart, a block): a
 * TanStack Query mutation that calls `work`, then `refresh` (what it changed, fetched again or put in the cache),
 * then tells the person with a toast; a failure is a toast in the server's words, else `fallback`. `busy` while it
 * runs, and `pending` names the item of the write under way. Toasts last `durations` (the toast library's own when
 * left out).
 */
export function useWrite(options: {
  refresh?: (client: QueryClient, result: unknown) => unknown;
  fallback: string;
  durations?: { done?: number; failed?: number };
}) {
  const client = useQueryClient();
  const { refresh, fallback, durations = {} } = options;
  // The toasts are the mutation's own callbacks, so each write is told, even when another started meanwhile.
  const mutation = useMutation({
    mutationFn: async (write: Write<unknown>) => {
      const result = await write.work();
      await refresh?.(client, result);
      return result;
    },
    onSuccess: (result, { done, after }) => {
      const words = typeof done === 'function' ? done(result) : done;
      if (words) toast.success(words, { duration: durations.done });
      after?.(result);
    },
    onError: (cause) => toast.error(failureMessage(cause, fallback), { duration: durations.failed }),
  });
  const run = <Result>(write: Write<Result>) => mutation.mutate(write as Write<unknown>);
  return { run, busy: mutation.isPending, pending: mutation.isPending ? mutation.variables?.key : undefined };
}
