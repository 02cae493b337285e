import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSession } from '../lib/session';
import { renderRoutes } from '../test/render';
import { RequireRole } from './RequireRole';
import { buildRoutes } from './routes';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  {
    element: <RequireRole roles={['admin']} />,
    children: [{ path: '/admin-dashboard', element: <h1>Admin only</h1> }],
  },
  {
    element: <RequireRole roles={['user', 'business', 'partner']} />,
    children: [{ path: '/homepage', element: <h1>Members only</h1> }],
  },
];

describe('RequireRole', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoutes(routes, '/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin-dashboard' } });
  });

  it('sends a signed-in person of the wrong role to /login', async () => {
    writeSession({ accessToken: 'tok', userType: 'user' });
    const { router } = renderRoutes(routes, '/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a token without authenticated=true to /login', async () => {
    window.localStorage.setItem('access_token', 'tok');
    window.localStorage.setItem('userType', 'admin');
    const { router } = renderRoutes(routes, '/admin-dashboard');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the page to the right role', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    renderRoutes(routes, '/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin only' })).toBeTruthy();
  });

  it('lets any member role into member pages', async () => {
    writeSession({ accessToken: 'tok', userType: 'partner' });
    renderRoutes(routes, '/homepage');
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeTruthy();
  });

  it('guards the real route tree: /settings signed out lands on the Sign in page', async () => {
    const { router } = renderRoutes(buildRoutes(), '/settings');
    // The first lazy load of the sign-in page's module graph can pass 1 s on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the real Admin Directory page for an admin', async () => {
    writeSession({ accessToken: 'tok', userType: 'admin' });
    renderRoutes(buildRoutes(), '/admin-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Directory' })).toBeTruthy();
    expect(screen.queryByText('This part of the platform is not available yet.')).toBeNull();
  });
});
