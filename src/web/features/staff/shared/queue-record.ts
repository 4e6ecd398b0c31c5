import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '#shared/endpoints';
import { ApiError, callApi } from '~/lib/api';
import { outboxKey } from './outbox-key';

/**
 * A queue of the console whose records have their own page (the claims, the service requests).
 * Its key is its path's, and every query of the queue starts with it: the queue in each filter,
 * and each record, under the queue's key and the record's id.
 */
type QueueKey = readonly string[];

/** The read of one record of a queue: its path ends with the record's id. */
type RecordEndpoint = Endpoint<'GET', `${string}/:id`>;

/** One record, its answer checked with the record's schema. */
function queueRecordQueryOptions<T>(
  queueKey: QueueKey,
  record: RecordEndpoint,
  id: number,
  schema: z.ZodType<T>,
) {
  return queryOptions<T>({
    queryKey: [...queueKey, id],
    queryFn: async () => schema.parse(await callApi(record, { params: { id } })),
  });
}

/** The record of a page whose address may name none (not a number): null, and nothing is asked. */
export const useQueueRecord = <T>(
  queueKey: QueueKey,
  record: RecordEndpoint,
  id: number | null,
  schema: z.ZodType<T>,
) =>
  useQuery({ ...queueRecordQueryOptions(queueKey, record, id ?? 0, schema), enabled: id !== null });

/**
 * What a change to a queue's record does with its answer. `store`: the answer is the record as
 * it now is, shown on its page at once; the queue's other queries and the outbox are read again
 * when next shown. `rereadOnConflict`: a 409 means the record is not where the page thought
 * (someone else changed it), so the record is read again and the page shows where it is.
 */
export function useQueueRecordAnswer<T>(queueKey: QueueKey, id: number) {
  const queryClient = useQueryClient();
  const recordKey = [...queueKey, id];
  return {
    store: (record: T) => {
      queryClient.setQueryData<T>(recordKey, record);
      void queryClient.invalidateQueries({
        queryKey: queueKey,
        predicate: (query) => query.queryKey[1] !== id,
      });
      void queryClient.invalidateQueries({ queryKey: outboxKey });
    },
    rereadOnConflict: (error: Error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: recordKey });
      }
    },
  };
}
