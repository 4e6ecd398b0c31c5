import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { toast } from './use-toast';
import { ApiError, apiRequest } from './api';

/**
 * The default data query: the key's parts joined with `/` form the path, read with GET. A 401 is an
 * error unless the caller asks to read it as "nothing" (`on401: 'returnNull'`).
 */
export function getQueryFn<T>({
  on401,
}: {
  on401: 'throw' | 'returnNull';
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      const response = await apiRequest('GET', queryKey.join('/'));
      return (await response.json()) as T;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The toast after a 401, and the delay before the log-in redirect. */
export const unauthorizedToast = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * A request answered 401: the session has ended. Says so, then sends the browser to log in and
 * come back here. A query or mutation whose 401 means something else (wrong password) sets
 * `meta: { own401: true }`.
 */
function onUnauthorized(error: unknown, meta: Record<string, unknown> | undefined) {
  if (!(error instanceof ApiError) || error.status !== 401 || meta?.own401) return;
  toast({ variant: 'destructive', ...unauthorizedToast });
  const returnTo = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => {
    window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** Data is never stale, never refetched on focus or polled; nothing retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onUnauthorized(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
