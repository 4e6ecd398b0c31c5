import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api';

/**
 * The default data query (SPEC section 7): the key's parts joined with `/` form the path, read
 * with GET. A 401 is an error unless the caller asks to read it as "nothing" (`on401: 'returnNull'`).
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

/** SPEC section 9: data is never stale, never refetched on focus or polled; nothing retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
