import type { Role } from '@creative-ng/shared/reference/options';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasRole, useSession } from '../lib/session';

interface RequireRoleProps {
  roles: readonly Role[];
  children?: ReactNode;
}

/**
 * The guarded layout: only for signed-in people whose userType is allowed;
 * everyone else goes to /login (the place they wanted is kept in the navigation state).
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  if (!hasRole(session, roles)) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
