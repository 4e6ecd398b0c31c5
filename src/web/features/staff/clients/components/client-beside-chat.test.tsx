// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePolicy } from '~/lib/fake-policy';
import { fakeApi, renderInApp } from '~/lib/testing';
import { ClientBesideChat } from './client-beside-chat';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const accountId = '5b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

describe('ClientBesideChat', () => {
  it("links the client's page and lists their policies beside the chat", async () => {
    fakeApi({
      [`GET /api/staff/clients/${accountId}`]: [
        {
          status: 200,
          body: {
            id: accountId,
            kind: 'person',
            name: 'Dana Whitfield',
            firstName: 'Dana',
            lastName: 'Whitfield',
            businessName: null,
            email: 'dana@example.com',
            phone: null,
            portal: 'joined',
            lastSignInAt: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            address: { line1: null, line2: null, city: null, state: null, postalCode: null },
            people: [],
            policies: [
              {
                ...fakePolicy({ id: 4, effectiveDate: '2025-12-01', expirationDate: '2026-12-01' }),
                accountId,
                updatedAt: '2026-01-01T00:00:00.000Z',
              },
            ],
            vehicles: [],
            drivers: [],
            billing: [],
            claims: [],
            documents: [],
            invitation: null,
          },
        },
      ],
    });
    renderInApp(<ClientBesideChat accountId={accountId} clientName="Dana Whitfield" />);
    const aside = screen.getByRole('complementary', { name: 'Dana Whitfield' });
    expect(
      within(aside).getByRole('link', { name: "Open Dana Whitfield's page" }).getAttribute('href'),
    ).toBe(`/staff/clients/${accountId}`);
    const policies = await within(aside).findByRole('list', { name: 'Policies of Dana Whitfield' });
    expect(policies.textContent).toContain('Auto · SSI-AUTO-100231');
    expect(policies.textContent).toContain('Progressive');
    expect(policies.textContent).toContain('Dec 1, 2026');
  });
});
