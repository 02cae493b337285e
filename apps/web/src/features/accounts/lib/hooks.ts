import { type MutateOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** setTimeout that is cleared when the component goes away (redirect delays after a toast). */
export function useTimers(): (run: () => void, ms: number) => void {
  const ids = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  useEffect(() => {
    const pending = ids.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((run: () => void, ms: number) => {
    const id = setTimeout(() => {
      ids.current.delete(id);
      run();
    }, ms);
    ids.current.add(id);
  }, []);
}

/** Seconds left of a countdown (0 when idle), and `start(ms)` to begin one. Cleared on unmount. */
export function useCountdown(): { secondsLeft: number; start: (ms: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const id = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt]);
  const start = useCallback((ms: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + ms);
  }, []);
  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}

/**
 * A form's write after which the page moves on (a sign-in, a sign-up, a code, a new password): a TanStack Query
 * mutation that is `busy` from the send until the next page has come, and that `send` does not start again meanwhile.
 */
export function useSendOnce<Body, Result>(mutationFn: (body: Body) => Promise<Result>) {
  const mutation = useMutation({ mutationFn });
  const busy = mutation.isPending || mutation.isSuccess;
  const send = (body: Body, options?: MutateOptions<Result, Error, Body>) => {
    if (!busy) mutation.mutate(body, options);
  };
  return { ...mutation, busy, send };
}
