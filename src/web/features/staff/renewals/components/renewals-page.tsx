import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '~/lib/session';
import { formatCalendarDate } from '#shared/format';
import {
  renewalBuckets,
  renewalMessages,
  renewalStatusLabels,
  type RenewalRow,
  type RenewalUpdateInput,
} from '#shared/staff/renewals';
import { ActionOutcome } from '../../shared/action-outcome';
import { LoadStatus } from '../../shared/load-status';
import { StaffPage } from '../../shared/staff-layout';
import { FilterSelect } from '../../shared/filter-select';
import { useRenewalBoard } from '../api/renewals';
import {
  boardFiltersOf,
  boardSearchOf,
  filterWords,
  matchesFilters,
  statusFilters,
  type AssigneeFilter,
  type BoardFilters,
  type StatusFilter,
} from './board-filters';
import { BucketSection } from './bucket-section';
import { RenewalEditor } from './renewal-editor';

const assigneeOptions: [AssigneeFilter, string][] = [
  ['anyone', 'Anyone'],
  ['me', 'Me'],
  ['nobody', 'Nobody'],
];

/** What the page says once a renewal was saved: a renewed policy names its new expiration. */
function savedMessage(row: RenewalRow, saved: RenewalRow, update: RenewalUpdateInput): string {
  const said = `${row.policyNumber}: ${renewalMessages.saved}.`;
  if (update.status !== 'renewed') return said;
  return `${said} The policy now runs until ${formatCalendarDate(saved.expirationDate)}.`;
}

/**
 * /staff/renewals: the policies to renew, in sections by how soon they expire, with the premium
 * change and risk flag; the filters live in the address (`?status=&assignee=`). Each row's Work
 * button opens the editor of its next term and renewal.
 */
export function RenewalsPage() {
  const [params, setParams] = useSearchParams();
  const filters = boardFiltersOf(params);
  const board = useRenewalBoard();
  const { user } = useCurrentUser();
  const [editing, setEditing] = React.useState<RenewalRow | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const workButtons = React.useRef(new Map<number, HTMLButtonElement>());
  const outcome = React.useRef<HTMLDivElement>(null);
  const closed = React.useRef<number | null>(null);

  // Each row's Work button, by policy: where the focus goes back once the editor closed.
  const workButton = (policyId: number) => (button: HTMLButtonElement | null) => {
    if (button) workButtons.current.set(policyId, button);
    else workButtons.current.delete(policyId);
  };

  const setFilter = (change: Partial<BoardFilters>) =>
    setParams(boardSearchOf({ ...filters, ...change }), { replace: true });

  // The row as the board now holds it (a saved term changes it), or as it was opened.
  const editingRow = editing
    ? (board.data?.rows.find((row) => row.policyId === editing.policyId) ?? editing)
    : null;

  const close = () => {
    closed.current = editing?.policyId ?? null;
    setEditing(null);
  };

  // Once the editor closed: the focus goes back to the row's Work button, or to the outcome when
  // the row left the board (a renewed policy rolled to its next term).
  React.useEffect(() => {
    if (editing || closed.current === null) return;
    const button = workButtons.current.get(closed.current);
    closed.current = null;
    (button?.isConnected ? button : outcome.current)?.focus();
  }, [editing]);

  const reload = async (policyId: number) => {
    const fresh = await board.refetch();
    const row = fresh.data?.rows.find((entry) => entry.policyId === policyId);
    if (!row && fresh.isSuccess) {
      setDone(`${editing?.policyNumber ?? 'This policy'} is no longer on the board.`);
      close();
    }
    return row;
  };

  return (
    <StaffPage title="Renewals">
      <p className="mb-5 max-w-3xl text-slate-700">
        Policies expiring in the next 90 days, and those expired in the last 60 without an outcome.
        {board.data &&
          ` A renewal is flagged at risk when its premium rises ${board.data.riskIncreasePercent} % or more.`}
      </p>
      <div
        role="group"
        aria-label="Filter renewals"
        className="mb-5 grid gap-4 sm:grid-cols-2 lg:max-w-2xl"
      >
        <FilterSelect
          label="Show"
          value={filters.status}
          onChange={(value) => setFilter({ status: value as StatusFilter })}
          options={statusFilters.map((status) => [
            status,
            status === 'all' ? 'All statuses' : renewalStatusLabels[status],
          ])}
        />
        <FilterSelect
          label="Assigned to"
          value={filters.assignee}
          onChange={(value) => setFilter({ assignee: value as AssigneeFilter })}
          options={assigneeOptions}
        />
      </div>
      <ActionOutcome ref={outcome} done={done} failure={null} className="mb-4" />
      {board.isSuccess ? (
        <div className="space-y-8">
          {renewalBuckets.map((bucket) => (
            <BucketSection
              key={bucket}
              bucket={bucket}
              rows={board.data.rows.filter(
                (row) => row.bucket === bucket && matchesFilters(row, filters, user?.id),
              )}
              words={filterWords(filters)}
              workButton={workButton}
              onWork={(row) => {
                setDone(null);
                setEditing(row);
              }}
            />
          ))}
        </div>
      ) : (
        <LoadStatus query={board} loading="Loading renewals..." what="renewals" />
      )}
      <RenewalEditor
        row={editingRow}
        onClose={close}
        onReload={reload}
        onSaved={(saved, update) => {
          if (editingRow) setDone(savedMessage(editingRow, saved, update));
          close();
        }}
      />
    </StaffPage>
  );
}
