// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalMessages } from '#shared/portal';
import { parsePortalTab } from '../lib/portal-tab';
import { renderPortal } from '~/lib/testing';
import { fakeClaim, fakePolicy } from '../lib/testing';
import { PoliciesTab } from './policies-tab';
import { ClaimsTab } from './claims-tab';
import { PortalTabs } from './portal-tabs';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answers = () => ({
  'GET /api/client/policies': [{ status: 200, body: [fakePolicy()] }],
  'GET /api/client/claims': [{ status: 200, body: [fakeClaim()] }],
});

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
    expect(await screen.findByText('CLM-2026-001000')).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: 'Auto' })).toBeTruthy();
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

describe('empty and failed lists', () => {
  it('no policies: No Policies Found, Contact Us and Get a Quote', async () => {
    renderPortal(<PoliciesTab />, '/client-portal', {
      'GET /api/client/policies': [{ status: 200, body: [] }],
    });
    expect(await screen.findByRole('heading', { name: portalMessages.noPolicies })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe(
      '/personal-insurance',
    );
  });

  it('no claims: No Claims Found and a link to claims information', async () => {
    renderPortal(<ClaimsTab />, '/client-portal', {
      'GET /api/client/claims': [{ status: 200, body: [] }],
    });
    expect(await screen.findByRole('heading', { name: portalMessages.noClaims })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claims Information' }).getAttribute('href')).toBe(
      '/claims',
    );
  });

  it('loading, then after 3 retries Unable to Load Policies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderPortal(<PoliciesTab />, '/client-portal');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading your policies...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(portalMessages.policiesError);
    expect(alert.textContent).toContain(portalMessages.policiesErrorText);
    expect(requests.filter((r) => r.url === '/api/client/policies')).toHaveLength(4);
  });

  it('Unable to Load Claims', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPortal(<ClaimsTab />, '/client-portal');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(portalMessages.claimsError);
    expect(alert.textContent).toContain(portalMessages.claimsErrorText);
  });
});
