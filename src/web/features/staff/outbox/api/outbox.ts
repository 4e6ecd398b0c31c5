import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import { outboxEmailSchema, type OutboxEmail, type OutboxStatus } from '#shared/staff/outbox';

/** Every outbox query starts with this key (one per filter). */
export const outboxKey = ['/api/staff/outbox'] as const;

const listSchema = z.array(outboxEmailSchema);

/** GET /api/staff/outbox[?status=…]: newest first, at most 200. */
export function getOutboxQueryOptions(status: OutboxStatus | null) {
  return queryOptions<OutboxEmail[]>({
    queryKey: [...outboxKey, { status }],
    queryFn: async () => {
      const response = await apiRequest(
        'GET',
        status ? `/api/staff/outbox?status=${status}` : '/api/staff/outbox',
      );
      return listSchema.parse(await response.json());
    },
  });
}

export const useOutbox = (status: OutboxStatus | null) => useQuery(getOutboxQueryOptions(status));

/** POST /api/staff/outbox/:id/retry; the lists are read again either way (a 409 is news too). */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await apiRequest('POST', `/api/staff/outbox/${id}/retry`);
      return outboxEmailSchema.parse(await response.json());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
