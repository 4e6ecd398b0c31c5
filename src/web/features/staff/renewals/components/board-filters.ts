import {
  renewalStatuses,
  renewalStatusLabels,
  type RenewalRow,
  type RenewalStatus,
} from '#shared/staff/renewals';

/** "Show": every renewal, or those in one status. */
export type StatusFilter = 'all' | RenewalStatus;
export const statusFilters: readonly StatusFilter[] = ['all', ...renewalStatuses];

/** "Assigned to": anyone, the signed-in staff member, or nobody. */
export const assigneeFilters = ['anyone', 'me', 'nobody'] as const;
export type AssigneeFilter = (typeof assigneeFilters)[number];

export interface BoardFilters {
  status: StatusFilter;
  assignee: AssigneeFilter;
}

/** The plain board: every status, anyone's. */
export const defaultBoardFilters: BoardFilters = { status: 'all', assignee: 'anyone' };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * The board's filters as the address gives them (`?status=lost&assignee=me`); an unknown value
 * reads as that filter's default, so an old or mistyped link still opens.
 */
export function boardFiltersOf(params: URLSearchParams): BoardFilters {
  const status = params.get('status');
  const assignee = params.get('assignee');
  return {
    status: isOneOf(statusFilters, status) ? status : defaultBoardFilters.status,
    assignee: isOneOf(assigneeFilters, assignee) ? assignee : defaultBoardFilters.assignee,
  };
}

/** The address's query for the filters, defaults left out: the plain board is `/staff/renewals`. */
export function boardSearchOf(filters: BoardFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status !== defaultBoardFilters.status) search.status = filters.status;
  if (filters.assignee !== defaultBoardFilters.assignee) search.assignee = filters.assignee;
  return search;
}

/** Whether a row passes the filters; `myId` is the signed-in staff member's (unknown: none). */
export function matchesFilters(
  row: RenewalRow,
  filters: BoardFilters,
  myId: string | undefined,
): boolean {
  if (filters.status !== 'all' && row.status !== filters.status) return false;
  if (filters.assignee === 'nobody') return row.assignee === null;
  if (filters.assignee === 'me') return myId !== undefined && row.assignee?.id === myId;
  return true;
}

/** The filters in words for the tables' captions ("lost, assigned to me"), or '' for none. */
export function filterWords(filters: BoardFilters): string {
  const words: string[] = [];
  if (filters.status !== 'all') words.push(renewalStatusLabels[filters.status].toLowerCase());
  if (filters.assignee === 'me') words.push('assigned to me');
  if (filters.assignee === 'nobody') words.push('assigned to nobody');
  return words.join(', ');
}
