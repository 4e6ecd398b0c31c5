import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import {
  staffClaimEndpoints as endpoints,
  staffClaimRowSchema,
  staffClaimSchema,
  type ChangeClaimStatus,
  type ClaimQueueFilter,
  type StaffClaim,
  type StaffClaimRow,
} from '#shared/staff/claims';
import { useQueueRecord, useQueueRecordAnswer } from '../../shared/queue-record';

/** Every staff claims query starts with this key: the queue in each filter, and each claim. */
export const staffClaimsKey = pathKey(endpoints.queue.path);

const queueSchema = z.array(staffClaimRowSchema);

/** The queue in one filter, oldest first. */
export function getClaimQueueQueryOptions(status: ClaimQueueFilter) {
  return queryOptions<StaffClaimRow[]>({
    queryKey: [...staffClaimsKey, { status }],
    queryFn: async () => queueSchema.parse(await callApi(endpoints.queue, { query: { status } })),
  });
}

export const useClaimQueue = (status: ClaimQueueFilter) =>
  useQuery(getClaimQueueQueryOptions(status));

/**
 * The claim, its client and policy, and the full timeline. Null: the address names no claim (not
 * a number), and nothing is asked.
 */
export const useStaffClaim = (id: number | null) =>
  useQueueRecord(staffClaimsKey, endpoints.record, id, staffClaimSchema);

/**
 * Moves a claim. The answer is the claim as it now is; the queue and the outbox are read again
 * when next shown. A 409 means the claim is not where this page thought (someone else moved it):
 * the claim is read again so the page shows where it is.
 */
export function useChangeClaimStatus(id: number) {
  const answer = useQueueRecordAnswer<StaffClaim>(staffClaimsKey, id);
  return useMutation({
    mutationFn: async (change: ChangeClaimStatus) =>
      staffClaimSchema.parse(
        await callApi(endpoints.changeStatus, { params: { id }, body: change }),
      ),
    onSuccess: answer.store,
    onError: answer.rereadOnConflict,
  });
}
