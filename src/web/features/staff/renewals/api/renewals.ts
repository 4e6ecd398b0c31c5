import '~/lib/zod-jitless';
import { clientsKey } from '../../shared/clients-key';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import {
  renewalBoardSchema,
  renewalRowSchema,
  staffRenewalEndpoints as endpoints,
  type NextTermInput,
  type RenewalBoard,
  type RenewalUpdateInput,
} from '#shared/staff/renewals';

/** The renewal board's query key. */
export const renewalsKey = pathKey(endpoints.board.path);

/** The policies to renew, by expiration, and the risk threshold. */
export function getRenewalBoardQueryOptions() {
  return queryOptions<RenewalBoard>({
    queryKey: renewalsKey,
    queryFn: async () => renewalBoardSchema.parse(await callApi(endpoints.board)),
  });
}

/** The renewal board, read once and again after each save. */
export const useRenewalBoard = () => useQuery(getRenewalBoardQueryOptions());

/**
 * Saves a renewal's status, reason, note and assignee. The answer is the policy's row; the board
 * is read again before the mutation settles (a renewed policy has rolled to its next term and may
 * have left the board), and the client pages when next shown.
 */
export function useSaveRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ policyId, values }: { policyId: number; values: RenewalUpdateInput }) =>
      renewalRowSchema.parse(
        await callApi(endpoints.update, { params: { id: policyId }, body: values }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientsKey });
      return queryClient.invalidateQueries({ queryKey: renewalsKey });
    },
  });
}

/**
 * Saves the renewal term the carrier sent. The answer is the policy's row with its premium
 * change; the board is read again before the mutation settles.
 */
export function useSaveNextTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ policyId, values }: { policyId: number; values: NextTermInput }) =>
      renewalRowSchema.parse(
        await callApi(endpoints.nextTerm, { params: { id: policyId }, body: values }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalsKey }),
  });
}
