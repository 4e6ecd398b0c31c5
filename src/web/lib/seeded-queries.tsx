import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import * as React from 'react';
import { createQueryClient } from './query-client';

/**
 * Renders `children` with a query client of their own holding `entries` (key and data): views
 * whose hooks read those keys show that data and ask the server for nothing (data never goes stale
 * in the app's client). Staff see a client's portal this way, filled from the staff API.
 */
export function SeededQueries({
  entries,
  children,
}: {
  entries: [QueryKey, unknown][];
  children: React.ReactNode;
}) {
  const [client] = React.useState(() => {
    const seeded = createQueryClient();
    for (const [key, data] of entries) seeded.setQueryData(key, data);
    return seeded;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
