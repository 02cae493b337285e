import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api';
import './styles.css';

const router = createAppRouter();
// A 401 anywhere sends the browser to /login (the session is already cleared by then).
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The service worker (public/sw.js) keeps the app shell on the phone, so the app opens offline and repeat
// visits download little. Only in a production build: in development it would serve stale modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, only not offline.
    });
  });
}

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
