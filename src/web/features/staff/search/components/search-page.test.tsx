// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '#shared/staff/search';
import { ConsoleSearch } from './console-search';
import { SearchPage } from './search-page';
import { fakeApi, renderInApp } from '~/lib/testing';

const none = { items: [], more: false };
const results: SearchResults = {
  q: 'kim',
  clients: {
    items: [{ id: 'a1', kind: 'person', name: 'Dana Kim', email: 'dana@example.com', phone: null }],
    more: false,
  },
  leads: {
    items: Array.from({ length: SEARCH_GROUP_LIMIT }, (_, i) => ({
      id: i + 1,
      name: `Lead Kim${i}`,
      businessName: null,
      email: `kim${i}@example.net`,
      status: 'new' as const,
      createdAt: '2026-11-20T15:00:00.000Z',
    })),
    more: true,
  },
  claims: none,
  policies: {
    items: [
      {
        id: 7,
        policyNumber: 'KIM-AUTO-1',
        policyType: 'Auto',
        carrier: 'Progressive',
        status: 'active',
        expirationDate: '2027-03-01',
        accountId: 'a1',
        clientName: 'Dana Kim',
      },
    ],
    more: false,
  },
  serviceRequests: none,
};

function renderSearch(url: string, answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  const { router } = renderInApp(
    [
      {
        path: '/staff/*',
        element: (
          <>
            <ConsoleSearch />
            <SearchPage />
          </>
        ),
      },
    ],
    { url },
  );
  return { api, router };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('lists what was found by kind, each a link to its page, and says when a kind has more', async () => {
  renderSearch('/staff/search?q=kim', {
    'GET /api/staff/search?q=kim': [{ status: 200, body: results }],
  });
  const summary = await screen.findByText(/^Found for/);
  expect(summary.getAttribute('role')).toBe('status');
  expect(summary.textContent).toBe('Found for “kim”: 1 client, 10+ leads, 1 policy.');
  const clients = screen.getByRole('region', { name: 'Clients' });
  expect(within(clients).getByRole('link', { name: 'Dana Kim' }).getAttribute('href')).toBe(
    '/staff/clients/a1',
  );
  const policies = screen.getByRole('region', { name: 'Policies' });
  expect(within(policies).getByRole('link', { name: 'KIM-AUTO-1' }).getAttribute('href')).toBe(
    '/staff/clients/a1',
  );
  const leads = screen.getByRole('region', { name: 'Leads' });
  expect(within(leads).getAllByRole('link')).toHaveLength(SEARCH_GROUP_LIMIT);
  expect(within(leads).getByText(/Only the first 10 are shown/)).toBeVisible();
  expect(within(clients).queryByText(/Only the first/)).toBeNull();
  // Kinds with nothing found have no section.
  expect(screen.queryByRole('region', { name: 'Claims' })).toBeNull();
  // The box shows the query in the address.
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('kim');
});

it('says nothing was found, and searches again from the box', async () => {
  const { router } = renderSearch('/staff/search?q=zzz', {
    'GET /api/staff/search?q=zzz': [
      {
        status: 200,
        body: {
          q: 'zzz',
          clients: none,
          leads: none,
          claims: none,
          policies: none,
          serviceRequests: none,
        },
      },
    ],
    'GET /api/staff/search?q=dana%20kim': [{ status: 200, body: { ...results, q: 'dana kim' } }],
  });
  expect((await screen.findByText(/Nothing found for “zzz”/)).getAttribute('role')).toBe('status');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  dana kim ' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(await screen.findByRole('link', { name: 'Dana Kim' })).toBeVisible();
  expect(router.state.location.search).toBe('?q=dana%20kim');
});

it('asks for 2 characters before it asks the server', () => {
  const { api } = renderSearch('/staff/search?q=k', {});
  expect(screen.getByText('Please type at least 2 characters to search.')).toBeVisible();
  expect(api.requests).toEqual([]);
});
