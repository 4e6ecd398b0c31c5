import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '~/lib/api';
import {
  outboxEmailSchema,
  staffOutboxEndpoints as endpoints,
  type OutboxEmail,
  type OutboxStatus,
} from '#shared/staff/outbox';
import { outboxKey } from '../../shared/outbox-key';

const listSchema = z.array(outboxEmailSchema);

/** The e-mails, of one status or all (`null`): newest first, at most 200. One key per filter. */
export function getOutboxQueryOptions(status: OutboxStatus | null) {
  return queryOptions<OutboxEmail[]>({
    queryKey: [...outboxKey, { status }],
    queryFn: async () =>
      listSchema.parse(await callApi(endpoints.list, { query: { status: status ?? undefined } })),
  });
}

export const useOutbox = (status: OutboxStatus | null) => useQuery(getOutboxQueryOptions(status));

/** Queues a failed e-mail again; the lists are read again either way (a 409 is news too). */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      outboxEmailSchema.parse(await callApi(endpoints.retry, { params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
