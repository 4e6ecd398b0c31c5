import {
  MutationCache,
  type MutationMeta,
  QueryCache,
  QueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
import { toast } from './use-toast';
import { ApiError, apiRequest, userMessage } from './api';
import { loginHref } from '#shared/auth-session';

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
      if (on401 === 'returnNull' && isUnauthorized(error)) return null;
      throw error;
    }
  };
}

/**
 * The toast a failed mutation shows: `title`, and the server's words or else `fallback`
 * (`serverWords: false` keeps the fixed wording whatever the server said). A function of the
 * mutation's variables when the words depend on what was asked.
 */
export interface ErrorToast {
  title: string;
  fallback: string;
  serverWords?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { own401?: boolean };
    mutationMeta: {
      /** This request's 401 means something else than an ended session (a wrong password). */
      own401?: boolean;
      /** Said in a toast when the mutation fails, except for a 401 (it has its own). */
      errorToast?: ErrorToast | ((variables: never) => ErrorToast);
    };
  }
}

/** Whether an error is the ended session the log-in redirect already speaks for. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
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
function onUnauthorized(error: unknown, meta: { own401?: boolean } | undefined) {
  if (!isUnauthorized(error) || meta?.own401) return;
  toast({ variant: 'destructive', ...unauthorizedToast });
  const returnTo = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => {
    window.location.assign(loginHref(returnTo));
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** A failed mutation's own toast, when it declares one; a 401 has the log-in toast instead. */
function onMutationError(error: unknown, variables: unknown, meta: MutationMeta | undefined) {
  if (!meta?.errorToast || isUnauthorized(error)) return;
  const spec =
    typeof meta.errorToast === 'function'
      ? (meta.errorToast as (variables: unknown) => ErrorToast)(variables)
      : meta.errorToast;
  toast({
    variant: 'destructive',
    title: spec.title,
    description: spec.serverWords === false ? spec.fallback : userMessage(error, spec.fallback),
  });
}

/** Data is never stale, never refetched on focus or polled; nothing retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        onUnauthorized(error, mutation.meta);
        onMutationError(error, variables, mutation.meta);
      },
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
