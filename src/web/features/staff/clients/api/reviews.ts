import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import {
  annualReviewListSchema,
  type AnnualReview,
  type AnnualReviewValues,
  staffRenewalEndpoints as endpoints,
} from '#shared/staff/renewals';

/** The household's annual reviews: read by the list, replaced by a review recorded. */
export const reviewsKey = (id: string) => pathKey(endpoints.reviews.path, { id });

/** The household's annual reviews, newest first. */
export function getClientReviewsQueryOptions(id: string) {
  return queryOptions<AnnualReview[]>({
    queryKey: reviewsKey(id),
    queryFn: async () =>
      annualReviewListSchema.parse(await callApi(endpoints.reviews, { params: { id } })),
  });
}

export function useClientReviews(id: string) {
  return useQuery(getClientReviewsQueryOptions(id));
}

/**
 * Records a review as it happened. The answer is the household's whole list, newest first: it
 * takes the cached list's place, with no second request.
 */
export function useRecordReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AnnualReviewValues): Promise<AnnualReview[]> =>
      annualReviewListSchema.parse(
        await callApi(endpoints.addReview, { params: { id }, body: values }),
      ),
    onSuccess: (reviews) => queryClient.setQueryData(reviewsKey(id), reviews),
  });
}
