import '~/lib/zod-jitless';
import { clientsKey } from '../../shared/clients-key';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import {
  renewalBoardSchema,
  renewalRowSchema,
  type NextTermInput,
  type RenewalBoard,
  type RenewalUpdateInput,
} from '#shared/staff/renewals';
import { parseAnswer } from '../../shared/parse-answer';

/** The renewal board's query key. */
export const renewalsKey = ['/api/staff/renewals'] as const;

/** GET /api/staff/renewals: the policies to renew, by expiration, and the risk threshold. */
export function getRenewalBoardQueryOptions() {
  return queryOptions<RenewalBoard>({
    queryKey: renewalsKey,
    queryFn: () => parseAnswer(renewalBoardSchema, apiRequest('GET', '/api/staff/renewals')),
  });
}

/** The renewal board, read once and again after each save. */
export const useRenewalBoard = () => useQuery(getRenewalBoardQueryOptions());

/**
 * PUT /api/staff/renewals/:policyId: the renewal's status, reason, note and assignee. The answer
 * is the policy's row; the board is read again before the mutation settles (a renewed policy has
 * rolled to its next term and may have left the board), and the client pages when next shown.
 */
export function useSaveRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ policyId, values }: { policyId: number; values: RenewalUpdateInput }) =>
      parseAnswer(renewalRowSchema, apiRequest('PUT', `/api/staff/renewals/${policyId}`, values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientsKey });
      return queryClient.invalidateQueries({ queryKey: renewalsKey });
    },
  });
}

/**
 * PUT /api/staff/policies/:policyId/next-term: the renewal term the carrier sent. The answer is
 * the policy's row with its premium change; the board is read again before the mutation settles.
 */
export function useSaveNextTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ policyId, values }: { policyId: number; values: NextTermInput }) =>
      parseAnswer(
        renewalRowSchema,
        apiRequest('PUT', `/api/staff/policies/${policyId}/next-term`, values),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalsKey }),
  });
}
