import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect } from 'vitest';

/** A query client for tests: no retries, so a failed request settles at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
}

/** Renders routes in a memory router at `path`, inside the query provider. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** Renders one element at `path` inside a router and the query provider. */
export function renderWithProviders(element: ReactNode, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** Waits until a form has refused `field`: marked invalid, and the focus moved to it (after a submit). */
export async function refusedAt(field: HTMLElement): Promise<void> {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  await waitFor(() => expect(document.activeElement).toBe(field));
}
