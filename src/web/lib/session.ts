import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './query-client';
import { useHydrated } from './use-hydrated';
import type { AuthUser } from '#shared/auth';
import { sessionEndpoints } from '#shared/auth-session';
import { pathKey } from '#shared/endpoints';
import { signedInHintCookie } from '#shared/session-hint';

/** Who is signed in, read with no retry; a 401 here simply means "signed out". */
export const currentUserKey = pathKey(sessionEndpoints.user.path);

/** Whether this browser may be signed in (the server's hint cookie); false before hydration. */
function maySignedIn(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split('; ').some((c) => c.startsWith(`${signedInHintCookie}=`))
  );
}

/**
 * The signed-in user, `null` when signed out, `undefined` while loading. Without the hint cookie
 * the answer is known to be "signed out" and nothing is asked.
 */
export function useCurrentUser(): { user: AuthUser | null | undefined } {
  const hydrated = useHydrated();
  const enabled = hydrated && maySignedIn();
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    retry: false,
    enabled,
  });
  if (!hydrated) return { user: undefined };
  if (!enabled) return { user: query.data ?? null };
  return { user: query.isPending ? undefined : (query.data ?? null) };
}

/** Full-page navigations to the server's log-in and log-out endpoints. */
export { loginHref } from '#shared/auth-session';
export const logoutHref = sessionEndpoints.logout.path;
