import { useEffect } from 'react';

/*
 * One way to ask a visitor to sign in, from anywhere (a heart, the Create button, a training's registration, the top
 * bar): the app shell shows the sign-in modal and, once signed in, the person stays on the page they were on and
 * `afterSignIn` carries on with what they were doing (the like is applied, the Create dialog opens).
 */

export interface SignInRequest {
  /** Why they are asked ('Please sign in to like posts.'); the modal's own words otherwise. */
  reason?: string;
  /** Run once signed in, on the same page. */
  afterSignIn?: () => void;
}

const EVENT = 'creative-ng:sign-in-request';

/** Opens the sign-in modal. */
export function askToSignIn(request: SignInRequest = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SignInRequest>(EVENT, { detail: request }));
}

/** For the one component that shows the modal: called with each request. */
export function useSignInRequests(onRequest: (request: SignInRequest) => void): void {
  useEffect(() => {
    const listener = (event: Event) => onRequest((event as CustomEvent<SignInRequest>).detail ?? {});
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [onRequest]);
}
