import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
