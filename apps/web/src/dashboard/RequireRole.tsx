// Route guard: visitors and users without the required role are told why and sent to /login.
import type { Role, User } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectCurrentUser } from '../shared/session/authSlice';
import { useAppSelector } from '../shared/store/hooks';
import { toast } from '../shared/toast';

interface RequireRoleProps {
  /** Leave out to admit any signed-in user. */
  requiredRole?: Role;
  children: React.ReactNode;
}

function refusalFor(user: User | null, requiredRole: Role | undefined): string | null {
  if (!user) return 'You must be logged in!';
  if (requiredRole && user.role !== requiredRole) return 'Access denied!';
  return null;
}

export function RequireRole({ requiredRole, children }: RequireRoleProps) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  // Someone who signs out from inside the dashboard is on their way home, not an intruder to warn.
  const [signedInOnArrival] = useState(user !== null);
  const signedOutHere = signedInOnArrival && !user;
  const refusal = signedOutHere ? null : refusalFor(user, requiredRole);

  useEffect(() => {
    // The id keeps one toast when React runs effects twice in development.
    if (refusal) toast.error(refusal, { id: 'dashboard-access' });
  }, [refusal]);

  if (signedOutHere) return <Navigate to="/" replace />;
  if (!refusal) return children;
  // A visitor comes back here after signing in; a user without the role would only be refused again.
  const backHere = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
  return <Navigate to={user ? '/login' : `/login?${backHere}`} replace />;
}
