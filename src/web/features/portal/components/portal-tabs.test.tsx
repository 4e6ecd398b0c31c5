// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimMessages } from '#shared/claims';
import { policyMessages } from '#shared/policies';
import { certificateMessages } from '#shared/certificates';
import { parsePortalTab, portalTabIds, visiblePortalTabs } from '../lib/portal-tab';
import { renderPortal, type FakeAnswers } from '~/lib/testing';
import {
  fakeCertificateHolder,
  fakeClaim,
  fakeClientAccount,
  fakeIssuedCertificate,
  fakePolicy,
} from '../shared/testing';
import { PoliciesTab } from '../policies/components/policies-tab';
import { ClaimsTab } from '../claims/components/claims-tab';
import { PortalTabs } from './portal-tabs';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answers = (account: FakeAnswers[string] = [{ status: 200, body: fakeClientAccount() }]) => ({
  'GET /api/client/account': account,
  'GET /api/client/policies': [{ status: 200, body: [fakePolicy()] }],
  'GET /api/client/claims': [{ status: 200, body: [fakeClaim()] }],
});

const business = fakeClientAccount({ kind: 'business', name: 'Delgado Roofing LLC' });
const certificateAnswers: FakeAnswers = {
  'GET /api/client/certificate-holders': [{ status: 200, body: [fakeCertificateHolder()] }],
  'GET /api/client/certificates': [{ status: 200, body: [fakeIssuedCertificate()] }],
  'GET /api/client/service-requests': [{ status: 200, body: [] }],
};
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The portal at /client-portal with the focus on its first tab; `tab(name)` finds a tab. */
function renderTabs() {
  const { router } = renderPortal(
    <PortalTabs documentsTab={<p>The documents tab</p>} />,
    '/client-portal',
    answers(),
  );
  const tab = (name: string) => screen.getByRole('tab', { name });
  tab('My Policies').focus();
  return { router, tab };
}

describe('the portal tabs', () => {
  it('reads the tab from ?tab=, My Policies when missing or unknown', () => {
    expect(parsePortalTab(null)).toBe('policies');
    expect(parsePortalTab('nonsense')).toBe('policies');
    expect(parsePortalTab('file-claim')).toBe('file-claim');
    // Certificates only among the tabs a business sees.
    expect(parsePortalTab('certificates')).toBe('policies');
    const businessTabs = visiblePortalTabs('business').map((tab) => tab.id);
    expect(parsePortalTab('certificates', businessTabs)).toBe('certificates');
    expect(visiblePortalTabs('person').map((tab) => tab.id)).toEqual(portalTabIds);
    expect(visiblePortalTabs(undefined).map((tab) => tab.id)).toEqual(portalTabIds);
  });

  it('shows the tab of the address, tied to its panel', async () => {
    renderPortal(
      <PortalTabs documentsTab={<p>The documents tab</p>} />,
      '/client-portal?tab=claims',
      answers(),
    );
    const tab = screen.getByRole('tab', { name: 'Claims' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'My Policies' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(await screen.findByText('CLM-2026-001000')).toBeVisible();
  });

  it('an unknown tab shows My Policies', async () => {
    renderPortal(
      <PortalTabs documentsTab={<p>The documents tab</p>} />,
      '/client-portal?tab=nope',
      answers(),
    );
    expect(screen.getByRole('tab', { name: 'My Policies' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Auto' })).toBeVisible();
  });

  it('arrow keys, Home and End move along the tabs and choose them; a click too', async () => {
    const { router, tab } = renderTabs();
    fireEvent.keyDown(tab('My Policies'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=claims'));
    expect(document.activeElement).toBe(tab('Claims'));
    fireEvent.keyDown(tab('Claims'), { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=file-claim'));
    expect(document.activeElement).toBe(tab('File Claim'));
    fireEvent.keyDown(tab('File Claim'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=policies'));
    fireEvent.keyDown(tab('My Policies'), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=file-claim'));
    fireEvent.keyDown(tab('File Claim'), { key: 'Home' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=policies'));
    fireEvent.click(tab('Documents'));
    await waitFor(() => expect(tab('Documents').getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.search).toBe('?tab=documents');
  });

  it('a run of arrow keys is one step back; each click is its own', async () => {
    const { router, tab } = renderTabs();
    fireEvent.keyDown(tab('My Policies'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=claims'));
    fireEvent.keyDown(tab('Claims'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=documents'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    fireEvent.click(tab('Claims'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=claims'));
    fireEvent.click(tab('File Claim'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=file-claim'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=claims');
    expect(tab('Claims').getAttribute('aria-selected')).toBe('true');
  });
});

describe('the Certificates tab of a business', () => {
  it('a business sees five tabs, and ?tab=certificates opens Certificates', async () => {
    const { router } = renderPortal(
      <PortalTabs documentsTab={<p>The documents tab</p>} />,
      '/client-portal?tab=certificates',
      { ...answers([{ status: 200, body: business }]), ...certificateAnswers },
    );
    const tab = await screen.findByRole('tab', { name: certificateMessages.tab });
    expect(tabNames()).toEqual([
      'My Policies',
      'Claims',
      'Documents',
      'File Claim',
      certificateMessages.tab,
    ]);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.tabIndex).toBe(0);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(
      await within(panel).findByRole('heading', { level: 2, name: certificateMessages.title }),
    ).toBeVisible();
    expect(await within(panel).findByText('COI-2026-000012.pdf')).toBeVisible();

    // The arrows run over the five: from Certificates to My Policies and back, End to the last.
    tab.focus();
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=policies'));
    const policies = screen.getByRole('tab', { name: 'My Policies' });
    expect(document.activeElement).toBe(policies);
    fireEvent.keyDown(policies, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=certificates'));
    fireEvent.keyDown(screen.getByRole('tab', { name: certificateMessages.tab }), { key: 'Home' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=policies'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'My Policies' }), { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=certificates'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: certificateMessages.tab }));
  });

  it('a household sees the four tabs, and ?tab=certificates shows My Policies', async () => {
    const { requests } = renderPortal(
      <PortalTabs documentsTab={<p>The documents tab</p>} />,
      '/client-portal?tab=certificates',
      { ...answers(), ...certificateAnswers },
    );
    expect(await screen.findByRole('heading', { name: 'Auto' })).toBeVisible();
    expect(tabNames()).toEqual(['My Policies', 'Claims', 'Documents', 'File Claim']);
    expect(screen.getByRole('tab', { name: 'My Policies' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab', { name: certificateMessages.tab })).toBeNull();
    // The arrows run over the four: End is File Claim.
    const policies = screen.getByRole('tab', { name: 'My Policies' });
    policies.focus();
    fireEvent.keyDown(policies, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'File Claim' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(requests.some((r) => r.url.startsWith('/api/client/certificate'))).toBe(false);
  });

  it('while the account loads, or when it cannot be read, the four tabs', async () => {
    let answer: (value: unknown) => void = () => {};
    const later = new Promise((resolve) => (answer = resolve));
    renderPortal(
      <PortalTabs documentsTab={<p>The documents tab</p>} />,
      '/client-portal?tab=certificates',
      {
        ...answers([{ status: 500, body: { message: 'Down' }, after: later }]),
        ...certificateAnswers,
      },
    );
    expect(tabNames()).toEqual(['My Policies', 'Claims', 'Documents', 'File Claim']);
    // Asked for Certificates: nothing in its stead until the account is known.
    expect(screen.getByRole('tabpanel').textContent).toContain('Loading your portal...');
    answer(null);
    // The first failure is tried again: still four tabs, My Policies shown meanwhile.
    expect(await screen.findByRole('heading', { name: 'Auto' })).toBeVisible();
    expect(tabNames()).toEqual(['My Policies', 'Claims', 'Documents', 'File Claim']);
  });

  it('read only (staff): the account is not asked for, and the four tabs show', async () => {
    const { requests } = renderPortal(
      <PortalTabs documentsTab={<p>The documents tab</p>} readOnly />,
      '/client-portal?tab=certificates',
      answers([{ status: 404, body: { message: 'Not found' } }]),
    );
    expect(await screen.findByRole('heading', { name: 'Auto' })).toBeVisible();
    expect(tabNames()).toEqual(['My Policies', 'Claims', 'Documents', 'File Claim']);
    expect(requests.some((r) => r.url === '/api/client/account')).toBe(false);
  });
});

describe('empty and failed lists', () => {
  it('no policies: No Policies Found, Contact Us and Get a Quote', async () => {
    renderPortal(<PoliciesTab />, '/client-portal', {
      'GET /api/client/policies': [{ status: 200, body: [] }],
    });
    expect(await screen.findByRole('heading', { name: policyMessages.noPolicies })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe(
      '/personal-insurance',
    );
  });

  it('no claims: No Claims Found and a link to claims information', async () => {
    renderPortal(<ClaimsTab />, '/client-portal', {
      'GET /api/client/claims': [{ status: 200, body: [] }],
    });
    expect(await screen.findByRole('heading', { name: claimMessages.noClaims })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Claims Information' }).getAttribute('href')).toBe(
      '/claims',
    );
  });

  it('loading, then after 3 retries Unable to Load Policies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderPortal(<PoliciesTab />, '/client-portal');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading your policies...')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(policyMessages.policiesError);
    expect(alert.textContent).toContain(policyMessages.policiesErrorText);
    expect(requests.filter((r) => r.url === '/api/client/policies')).toHaveLength(4);
  });

  it('Unable to Load Claims', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPortal(<ClaimsTab />, '/client-portal');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(claimMessages.claimsError);
    expect(alert.textContent).toContain(claimMessages.claimsErrorText);
  });
});
