import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import {
  staffClaimRowSchema,
  staffClaimSchema,
  type ChangeClaimStatus,
  type ClaimQueueFilter,
  type StaffClaim,
  type StaffClaimRow,
} from '#shared/staff/claims';
import { parseAnswer } from '../../shared/parse-answer';
import { useQueueRecord, useQueueRecordAnswer } from '../../shared/queue-record';

/** Every staff claims query starts with this key: the queue in each filter, and each claim. */
export const staffClaimsKey = ['/api/staff/claims'] as const;

const queueSchema = z.array(staffClaimRowSchema);

/** GET /api/staff/claims?status=…: the queue, oldest first. */
export function getClaimQueueQueryOptions(status: ClaimQueueFilter) {
  return queryOptions<StaffClaimRow[]>({
    queryKey: [...staffClaimsKey, { status }],
    queryFn: () =>
      parseAnswer(queueSchema, apiRequest('GET', `/api/staff/claims?status=${status}`)),
  });
}

export const useClaimQueue = (status: ClaimQueueFilter) =>
  useQuery(getClaimQueueQueryOptions(status));

/**
 * GET /api/staff/claims/:id: the claim, its client and policy, and the full timeline. Null: the
 * address names no claim (not a number), and nothing is asked.
 */
export const useStaffClaim = (id: number | null) =>
  useQueueRecord(staffClaimsKey, id, staffClaimSchema);

/**
 * POST /api/staff/claims/:id/status. The answer is the claim as it now is; the queue and the
 * outbox are read again when next shown. A 409 means the claim is not where this page thought
 * (someone else moved it): the claim is read again so the page shows where it is.
 */
export function useChangeClaimStatus(id: number) {
  const answer = useQueueRecordAnswer<StaffClaim>(staffClaimsKey, id);
  return useMutation({
    mutationFn: (change: ChangeClaimStatus) =>
      parseAnswer(staffClaimSchema, apiRequest('POST', `/api/staff/claims/${id}/status`, change)),
    onSuccess: answer.store,
    onError: answer.rereadOnConflict,
  });
}
