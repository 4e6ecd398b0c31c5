import { Search, X } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { coverageOptionIds } from '#shared/coverage-options';
import { leadStatusLabels, leadStatuses } from '#shared/staff/leads';
import { coverageLabel } from '../lib/format';
import { hasFilters, queryOfForm, type FilterValues } from '../lib/filters';

/**
 * The inbox's filters. They live in the address, so a filtered list is a link: applying them
 * navigates, and the form shows what the address says (Back and Forward included).
 */
export function LeadsFilterBar({ values }: { values: FilterValues }) {
  const navigate = useNavigate();
  const id = React.useId();
  const field = (name: string) => `${id}-${name}`;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = queryOfForm(new FormData(event.currentTarget));
    void navigate({ search: query ? `?${query}` : '' });
  }

  return (
    <form
      role="search"
      aria-label="Filter leads"
      onSubmit={onSubmit}
      // A new address (a link, Back) gives a fresh form with its values.
      key={JSON.stringify(values)}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={field('q')}>Search</Label>
        <Input
          id={field('q')}
          name="q"
          type="search"
          defaultValue={values.q ?? ''}
          aria-describedby={field('q-hint')}
          maxLength={200}
        />
        <p id={field('q-hint')} className="text-xs text-slate-700">
          Name, e-mail, phone or business name
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('status')}>Status</Label>
        <NativeSelect id={field('status')} name="status" defaultValue={values.status ?? ''}>
          <option value="">All statuses</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('type')}>Line</Label>
        <NativeSelect id={field('type')} name="type" defaultValue={values.type ?? ''}>
          <option value="">All lines</option>
          <option value="personal">Personal</option>
          <option value="commercial">Commercial</option>
        </NativeSelect>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={field('coverage')}>Coverage</Label>
        <NativeSelect id={field('coverage')} name="coverage" defaultValue={values.coverage ?? ''}>
          <option value="">Any coverage</option>
          {coverageOptionIds.map((coverage) => (
            <option key={coverage} value={coverage}>
              {coverageLabel(coverage)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={field('spam')}>Show</Label>
        <NativeSelect id={field('spam')} name="spam" defaultValue={values.spam ?? ''}>
          <option value="">Quote requests</option>
          <option value="only">Suspected spam</option>
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('from')}>Received from</Label>
        <Input id={field('from')} name="from" type="date" defaultValue={values.from ?? ''} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('to')}>Received to</Label>
        <Input id={field('to')} name="to" type="date" defaultValue={values.to ?? ''} />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Apply filters
        </Button>
        {hasFilters(values) && (
          <Link to="/staff/leads" className={buttonVariants({ variant: 'ghost' })}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
