import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, postFile } from '~/lib/api';
import {
  staffServiceRequestSchema,
  staffServiceRowSchema,
  type ServiceQueueQuery,
  type StaffServiceRequest,
  type StaffServiceRow,
  type UpdateServiceRequestInput,
} from '#shared/staff/change-requests';
import { parseAnswer } from '../../shared/parse-answer';
import { useQueueRecord, useQueueRecordAnswer } from '../../shared/queue-record';

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

/**
 * GET /api/staff/service/:id: the request, what the client sent, its files and its timeline.
 * Null: the address names no request (not a number), and nothing is asked.
 */
export const useServiceRequest = (id: number | null) =>
  useQueueRecord(staffServiceKey, id, staffServiceRequestSchema);

/**
 * PATCH /api/staff/service/:id. The answer is the request as it now is; the queue and the outbox
 * are read again when next shown. A 409 means the request is not where this page thought
 * (someone else changed it): the request is read again so the page shows where it is.
 */
export function useUpdateServiceRequest(id: number) {
  const answer = useQueueRecordAnswer<StaffServiceRequest>(staffServiceKey, id);
  return useMutation({
    mutationFn: (update: UpdateServiceRequestInput) =>
      parseAnswer(
        staffServiceRequestSchema,
        apiRequest('PATCH', `/api/staff/service/${id}`, update),
      ),
    onSuccess: answer.store,
    onError: answer.rereadOnConflict,
  });
}

/**
 * POST /api/staff/service/:id/certificate: the certificate (a PDF) for a certificate request. The
 * answer is the request, now completed; the client is e-mailed with it attached.
 */
export function useIssueCertificate(id: number) {
  const answer = useQueueRecordAnswer<StaffServiceRequest>(staffServiceKey, id);
  return useMutation({
    mutationFn: (file: File) =>
      parseAnswer(
        staffServiceRequestSchema,
        postFile(`/api/staff/service/${id}/certificate`, file),
      ),
    onSuccess: answer.store,
  });
}
