import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pathKey } from '#shared/endpoints';
import { callApi, postFile, urlOf } from '~/lib/api';
import {
  staffChangeRequestEndpoints as endpoints,
  staffServiceRequestSchema,
  staffServiceRowSchema,
  type ServiceQueueQuery,
  type StaffServiceRequest,
  type StaffServiceRow,
  type UpdateServiceRequestInput,
} from '#shared/staff/change-requests';
import { useQueueRecord, useQueueRecordAnswer } from '../../shared/queue-record';

/** Every service queue query starts with this key: the queue in each filter, and each request. */
export const staffServiceKey = pathKey(endpoints.queue.path);

const queueSchema = z.array(staffServiceRowSchema);

/** The queue in one filter (status, kind, assignee), soonest due first. */
export function getServiceQueueQueryOptions({ status, kind, assignee }: ServiceQueueQuery) {
  return queryOptions<StaffServiceRow[]>({
    queryKey: [...staffServiceKey, { status, kind, assignee }],
    queryFn: async () =>
      queueSchema.parse(await callApi(endpoints.queue, { query: { status, kind, assignee } })),
  });
}

export const useServiceQueue = (filters: ServiceQueueQuery) =>
  useQuery(getServiceQueueQueryOptions(filters));

/**
 * The request, what the client sent, its files and its timeline. Null: the address names no
 * request (not a number), and nothing is asked.
 */
export const useServiceRequest = (id: number | null) =>
  useQueueRecord(staffServiceKey, endpoints.record, id, staffServiceRequestSchema);

/**
 * Works a request. The answer is the request as it now is; the queue and the outbox are read
 * again when next shown. A 409 means the request is not where this page thought (someone else
 * changed it): the request is read again so the page shows where it is.
 */
export function useUpdateServiceRequest(id: number) {
  const answer = useQueueRecordAnswer<StaffServiceRequest>(staffServiceKey, id);
  return useMutation({
    mutationFn: async (update: UpdateServiceRequestInput) =>
      staffServiceRequestSchema.parse(
        await callApi(endpoints.update, { params: { id }, body: update }),
      ),
    onSuccess: answer.store,
    onError: answer.rereadOnConflict,
  });
}

/**
 * The certificate (a PDF) for a certificate request. The answer is the request, now completed;
 * the client is e-mailed with it attached.
 */
export function useIssueCertificate(id: number) {
  const answer = useQueueRecordAnswer<StaffServiceRequest>(staffServiceKey, id);
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await postFile(urlOf(endpoints.issueCertificate, { params: { id } }), file);
      return staffServiceRequestSchema.parse(await response.json());
    },
    onSuccess: answer.store,
  });
}
