import { Search, X } from 'lucide-react';
import * as React from 'react';
import { href, Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
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
      <SelectFilter
        label="Status"
        name="status"
        values={values}
        any="All statuses"
        options={leadStatuses.map((status) => [status, leadStatusLabels[status]])}
      />
      <SelectFilter
        label="Line"
        name="type"
        values={values}
        any="All lines"
        options={[
          ['personal', 'Personal'],
          ['commercial', 'Commercial'],
        ]}
      />
      <SelectFilter
        label="Coverage"
        name="coverage"
        values={values}
        any="Any coverage"
        options={coverageOptionIds.map((coverage) => [coverage, coverageLabel(coverage)])}
        className="sm:col-span-2"
      />
      <SelectFilter
        label="Show"
        name="spam"
        values={values}
        any="Quote requests"
        options={[['only', 'Suspected spam']]}
        className="sm:col-span-2"
      />
      <DateFilter label="Received from" name="from" values={values} />
      <DateFilter label="Received to" name="to" values={values} />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Apply filters
        </Button>
        {hasFilters(values) && (
          <Link to={href('/staff/leads')} className={buttonVariants({ variant: 'ghost' })}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}

/** A filter picked from a list; the first option, `any`, leaves it out. */
function SelectFilter({
  label,
  name,
  values,
  any,
  options,
  className,
}: {
  label: string;
  name: keyof FilterValues;
  values: FilterValues;
  any: string;
  options: [value: string, label: string][];
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <NativeSelect {...control} name={name} defaultValue={values[name] ?? ''}>
          <option value="">{any}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

function DateFilter({
  label,
  name,
  values,
}: {
  label: string;
  name: keyof FilterValues;
  values: FilterValues;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <Input {...control} name={name} type="date" defaultValue={values[name] ?? ''} />
      )}
    </FormField>
  );
}
