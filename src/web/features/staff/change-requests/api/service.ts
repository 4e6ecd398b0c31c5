import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, postFile } from '~/lib/api';
import {
  staffServiceRequestSchema,
  staffServiceRowSchema,
  type ServiceQueueQuery,
  type StaffServiceRequest,
  type StaffServiceRow,
  type UpdateServiceRequestInput,
} from '#shared/staff/change-requests';
import { outboxKey } from '../../shared/outbox-key';
import { parseAnswer } from '../../shared/parse-answer';

/** Every service queue query starts with this key: the queue in each filter, and each request. */
export const staffServiceKey = ['/api/staff/service'] as const;

const queueSchema = z.array(staffServiceRowSchema);

/** GET /api/staff/service?status=&kind=&assignee=: the queue, soonest due first. */
export function getServiceQueueQueryOptions({ status, kind, assignee }: ServiceQueueQuery) {
  return queryOptions<StaffServiceRow[]>({
    queryKey: [...staffServiceKey, { status, kind, assignee }],
    queryFn: () => {
      const query = new URLSearchParams({ status, kind, assignee });
      return parseAnswer(queueSchema, apiRequest('GET', `/api/staff/service?${query}`));
    },
  });
}

export const useServiceQueue = (filters: ServiceQueueQuery) =>
  useQuery(getServiceQueueQueryOptions(filters));

/** GET /api/staff/service/:id: the request, what the client sent, its files and its timeline. */
export function getServiceRequestQueryOptions(id: number) {
  return queryOptions<StaffServiceRequest>({
    queryKey: [...staffServiceKey, id],
    queryFn: () =>
      parseAnswer(staffServiceRequestSchema, apiRequest('GET', `/api/staff/service/${id}`)),
  });
}

/** Null: the address names no request (not a number), and nothing is asked. */
export const useServiceRequest = (id: number | null) =>
  useQuery({ ...getServiceRequestQueryOptions(id ?? 0), enabled: id !== null });

/**
 * A change's answer, the request as it now is: shown on its page at once; the queue and the
 * outbox are read again when next shown.
 */
function useStoreRequest(id: number) {
  const queryClient = useQueryClient();
  return (request: StaffServiceRequest) => {
    queryClient.setQueryData(getServiceRequestQueryOptions(id).queryKey, request);
    void queryClient.invalidateQueries({
      queryKey: staffServiceKey,
      predicate: (query) => query.queryKey[1] !== id,
    });
    void queryClient.invalidateQueries({ queryKey: outboxKey });
  };
}

/**
 * PATCH /api/staff/service/:id. The answer is the request as it now is; the queue and the outbox
 * are read again when next shown. A 409 means the request is not where this page thought
 * (someone else changed it): the request is read again so the page shows where it is.
 */
export function useUpdateServiceRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateServiceRequestInput) =>
      parseAnswer(
        staffServiceRequestSchema,
        apiRequest('PATCH', `/api/staff/service/${id}`, update),
      ),
    onSuccess: useStoreRequest(id),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({
          queryKey: getServiceRequestQueryOptions(id).queryKey,
        });
      }
    },
  });
}

/**
 * POST /api/staff/service/:id/certificate: the certificate (a PDF) for a certificate request. The
 * answer is the request, now completed; the client is e-mailed with it attached.
 */
export function useIssueCertificate(id: number) {
  return useMutation({
    mutationFn: (file: File) =>
      parseAnswer(
        staffServiceRequestSchema,
        postFile(`/api/staff/service/${id}/certificate`, file),
      ),
    onSuccess: useStoreRequest(id),
  });
}
