import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import {
  annualReviewSchema,
  type AnnualReview,
  type AnnualReviewValues,
} from '#shared/staff/renewals';

const reviewsSchema = z.array(annualReviewSchema);

const reviewsPath = (id: string) => `/api/staff/clients/${encodeURIComponent(id)}/reviews`;

/** The household's annual reviews: read by the list, replaced by a review recorded. */
export const reviewsKey = (id: string) => ['/api/staff/clients', id, 'reviews'] as const;

/** GET /api/staff/clients/:id/reviews: the household's annual reviews, newest first. */
export function getClientReviewsQueryOptions(id: string) {
  return queryOptions<AnnualReview[]>({
    queryKey: reviewsKey(id),
    queryFn: async () => {
      const response = await apiRequest('GET', reviewsPath(id));
      return reviewsSchema.parse(await response.json());
    },
  });
}

export function useClientReviews(id: string) {
  return useQuery(getClientReviewsQueryOptions(id));
}

/**
 * POST /api/staff/clients/:id/reviews: a review as it happened. The answer is the household's
 * whole list, newest first: it takes the cached list's place, with no second request.
 */
export function useRecordReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AnnualReviewValues): Promise<AnnualReview[]> => {
      const response = await apiRequest('POST', reviewsPath(id), values);
      return reviewsSchema.parse(await response.json());
    },
    onSuccess: (reviews) => queryClient.setQueryData(reviewsKey(id), reviews),
  });
}
