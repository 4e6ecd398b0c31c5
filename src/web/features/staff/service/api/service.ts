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
} from '#shared/staff/service';

/** Every service queue query starts with this key: the queue in each filter, and each request. */
export const staffServiceKey = ['/api/staff/service'] as const;
/** The outbox lists the e-mail a status change or a note to the client queues. */
const outboxKey = ['/api/staff/outbox'] as const;

const queueSchema = z.array(staffServiceRowSchema);

/** GET /api/staff/service?status=&kind=&assignee=: the queue, soonest due first. */
export function getServiceQueueQueryOptions({ status, kind, assignee }: ServiceQueueQuery) {
  return queryOptions<StaffServiceRow[]>({
    queryKey: [...staffServiceKey, { status, kind, assignee }],
    queryFn: async () => {
      const query = new URLSearchParams({ status, kind, assignee });
      const response = await apiRequest('GET', `/api/staff/service?${query}`);
      return queueSchema.parse(await response.json());
    },
  });
}

export const useServiceQueue = (filters: ServiceQueueQuery) =>
  useQuery(getServiceQueueQueryOptions(filters));

/** GET /api/staff/service/:id: the request, what the client sent, its files and its timeline. */
export function getServiceRequestQueryOptions(id: number) {
  return queryOptions<StaffServiceRequest>({
    queryKey: [...staffServiceKey, id],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/service/${id}`);
      return staffServiceRequestSchema.parse(await response.json());
    },
  });
}

/** Null: the address names no request (not a number), and nothing is asked. */
export const useServiceRequest = (id: number | null) =>
  useQuery({ ...getServiceRequestQueryOptions(id ?? 0), enabled: id !== null });

/**
 * PATCH /api/staff/service/:id. The answer is the request as it now is; the queue and the outbox
 * are read again when next shown. A 409 means the request is not where this page thought
 * (someone else changed it): the request is read again so the page shows where it is.
 */
export function useUpdateServiceRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UpdateServiceRequestInput) => {
      const response = await apiRequest('PATCH', `/api/staff/service/${id}`, update);
      return staffServiceRequestSchema.parse(await response.json());
    },
    onSuccess: (request) => {
      queryClient.setQueryData(getServiceRequestQueryOptions(id).queryKey, request);
      void queryClient.invalidateQueries({
        queryKey: staffServiceKey,
        predicate: (query) => query.queryKey[1] !== id,
      });
      void queryClient.invalidateQueries({ queryKey: outboxKey });
    },
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await postFile(`/api/staff/service/${id}/certificate`, file);
      return staffServiceRequestSchema.parse(await response.json());
    },
    onSuccess: (request) => {
      queryClient.setQueryData(getServiceRequestQueryOptions(id).queryKey, request);
      void queryClient.invalidateQueries({
        queryKey: staffServiceKey,
        predicate: (query) => query.queryKey[1] !== id,
      });
      void queryClient.invalidateQueries({ queryKey: outboxKey });
    },
  });
}
