// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultGuideTab, guideTabIds, guideTabs } from '#content/guide';
import { installTabs } from '~/behaviours/tabs';
import { faqJsonLd } from './guide-page';
import { GuideTabs } from './guide-tabs';

afterEach(cleanup);

// The tabs work through the page's behaviour, as they do on the prerendered page.
beforeAll(() => installTabs(document));

/** A key press on whatever has focus, as the browser would deliver it. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

/** The guide's tabs on a page opened at `address`. */
function renderTabs(address = '/tabs') {
  history.replaceState(null, '', address);
  const Stub = createRoutesStub([{ path: '/tabs', Component: GuideTabs }]);
  render(<Stub initialEntries={[address]} />);
}

describe('guide content', () => {
  it('has five tabs in order, general by default', () => {
    expect(guideTabs.map((tab) => tab.id)).toEqual(['general', 'auto', 'home', 'claims', 'costs']);
    expect(guideTabIds).toEqual(guideTabs.map((tab) => tab.id));
    expect(defaultGuideTab).toBe('general');
    for (const tab of guideTabs) expect(tab.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('lists every question in the FAQPage data', () => {
    const data = JSON.parse(faqJsonLd()) as { '@type': string; mainEntity: unknown[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(guideTabs.flatMap((tab) => tab.questions).length);
  });
});

describe('GuideTabs', () => {
  it('shows the general tab first and keeps every panel in the document', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'Auto',
      'Home',
      'Claims',
      'Costs',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveProperty('textContent', 'General');
    expect(screen.getByRole('tabpanel')).toHaveProperty('id', 'guide-panel-general');
    // Hidden panels stay in the DOM, so the prerendered page reads without JavaScript.
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(5);
    expect(document.getElementById('guide-panel-costs')?.hidden).toBe(true);
  });

  it('opens the tab named in ?tab=', () => {
    renderTabs('/tabs?tab=home');
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe('guide-panel-home');
    expect(within(panel).getByText('Does homeowners insurance cover flooding?')).toBeVisible();
  });

  it('moves with the arrow keys, Home and End, wrapping around, and writes ?tab=', () => {
    renderTabs();
    screen.getByRole('tab', { name: 'General' }).focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Auto' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Auto');
    expect(location.search).toBe('?tab=auto');

    press('End');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Costs');
    press('ArrowRight');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('General');
    press('ArrowLeft');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Costs' }));
    press('Home');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('General');
    expect(location.search).toBe('?tab=general');
  });

  it('keeps the general tab for a missing or unknown ?tab=', () => {
    renderTabs('/tabs?tab=nope');
    expect(screen.getByRole('tabpanel').id).toBe('guide-panel-general');
  });

  it('selects a tab on a click and shows only its panel', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Costs' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Costs');
    expect(screen.getByRole('tabpanel').id).toBe('guide-panel-costs');
    expect(document.getElementById('guide-panel-general')?.hidden).toBe(true);
    expect(location.search).toBe('?tab=costs');
  });

  it('keeps only the selected tab in the Tab order', () => {
    renderTabs('/tabs?tab=claims');
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['-1', '-1', '-1', '0', '-1']);
  });
});
