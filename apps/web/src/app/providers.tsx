import { TOAST_DURATIONS, TOAST_POSITION } from '@creative-ng/shared/reference/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { sendAccountLanguage } from '../lib/accountLanguage';
import { ApiError } from '../lib/api';
import { preloadOnInteraction } from '../lib/firstInteraction';
import { type LoadedCatalogue, useT } from '../lib/i18n';
import { LanguageProvider } from '../lib/language';
import { loadToaster, onToasterWanted, toasterWanted } from '../lib/toast';

/** Query defaults for slow, costly connections: no refetch on focus, few retries, none for 4xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

// The toaster is no part of a page's first download (decision 0080): it loads with the first toast, or with the
// person's first tap or key press, so that its live region is in place before a toast that follows an action.
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));
preloadOnInteraction(loadToaster);

function Toasts() {
  const t = useT();
  const [wanted, setWanted] = useState(toasterWanted);
  useEffect(() => {
    if (wanted) return;
    const unsubscribe = onToasterWanted(() => setWanted(true));
    // The toaster may have been asked for before this effect ran.
    if (toasterWanted()) setWanted(true);
    return unsubscribe;
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={TOAST_POSITION}
        duration={TOAST_DURATIONS.default}
        closeButton
        richColors
        containerAriaLabel={t('app.toasts')}
      />
    </Suspense>
  );
}

/**
 * The app's providers. `catalogue`: the reader's language already loaded, for a page rendered on the server and its
 * hydration (decision 0089): the first render is in it.
 */
export function AppProviders({
  client,
  catalogue,
  children,
}: {
  client: QueryClient;
  catalogue?: LoadedCatalogue;
  children: ReactNode;
}) {
  return (
    <LanguageProvider onChoose={sendAccountLanguage} catalogue={catalogue}>
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </LanguageProvider>
  );
}
