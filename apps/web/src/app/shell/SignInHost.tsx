import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { type SignInRequest, useSignInRequests } from '../../lib/signIn';

export const loadSignInDialog = () => import('../../features/accounts/components/SignInDialog');
const SignInDialog = lazy(loadSignInDialog);

/**
 * Shows the sign-in modal whenever something asks for it (lib/signIn.ts), on every layout. Its code loads on the
 * first request; focus goes back to what asked once it closes.
 */
export function SignInHost() {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<SignInRequest | null>(null);
  const then = useRef<(() => void) | undefined>(undefined);
  const onRequest = useCallback((next: SignInRequest) => {
    then.current = next.afterSignIn;
    setRequest(next);
    setOpen(true);
  }, []);
  useSignInRequests(onRequest);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog
        open={open}
        onOpenChange={setOpen}
        reason={request.reason}
        onSignedIn={() => {
          const next = then.current;
          then.current = undefined;
          next?.();
        }}
      />
    </Suspense>
  );
}
