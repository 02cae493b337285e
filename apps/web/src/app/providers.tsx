import { TOAST_DURATIONS, TOAST_POSITION } from '@creative-ng/shared/reference/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { sendAccountLanguage } from '../lib/accountLanguage';
import { ApiError } from '../lib/api';
import { useT } from '../lib/i18n';
import { LanguageProvider } from '../lib/language';

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

// The toaster (and its styles) arrive just after the first paint; code that calls toast() loads the same module.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function Toasts() {
  const t = useT();
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

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <LanguageProvider onChoose={sendAccountLanguage}>
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </LanguageProvider>
  );
}
