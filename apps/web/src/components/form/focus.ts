import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to an element by id after the next render (the first field in error, a step's heading).
 * Waiting for the render matters when the element only appears with it (another step of a form).
 */
export function useFocusById(): (id: string | undefined) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!request) return;
    document.getElementById(request.id)?.focus();
  }, [request]);
  return useCallback((id: string | undefined) => {
    if (id) setRequest({ id });
  }, []);
}
