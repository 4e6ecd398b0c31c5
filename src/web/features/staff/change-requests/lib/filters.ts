import { serviceQueueQuerySchema, type ServiceQueueQuery } from '#shared/staff/change-requests';

export const defaultQueueFilters: ServiceQueueQuery = {
  status: 'open',
  kind: 'all',
  assignee: 'anyone',
};

const filterKeys = ['status', 'kind', 'assignee'] as const;

/**
 * The queue's filters as the address gives them (`?status=all&kind=change&assignee=me`); a value
 * the server would refuse reads as that filter's default, so an old or mistyped link still opens.
 */
export function queueFiltersOf(params: URLSearchParams): ServiceQueueQuery {
  const shape = serviceQueueQuerySchema.shape;
  const read = <K extends (typeof filterKeys)[number]>(key: K): ServiceQueueQuery[K] => {
    const parsed = shape[key].safeParse(params.get(key) ?? undefined);
    return (parsed.success ? parsed.data : defaultQueueFilters[key]) as ServiceQueueQuery[K];
  };
  return { status: read('status'), kind: read('kind'), assignee: read('assignee') };
}

/** The address's query for the filters: the defaults are left out, so the plain queue is `/staff/service`. */
export function queueSearchOf(filters: ServiceQueueQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of filterKeys) {
    if (filters[key] !== defaultQueueFilters[key]) search[key] = filters[key];
  }
  return search;
}

export const hasQueueFilters = (filters: ServiceQueueQuery) =>
  Object.keys(queueSearchOf(filters)).length > 0;
