import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { guideTabIds, guideTabs, type GuideTabId } from '#content/guide';
import { Tab, TabPanel } from '~/components/ui/tabs';
import { cn } from '~/lib/cn';
import { tabForKey, useTabRefs } from '~/lib/tabs';
import { useHydrated } from '~/lib/use-hydrated';
import { fill } from '~/lib/fill';
import { parseGuideTab } from '../lib/guide-tab';

/**
 * The guide's five tabs (WAI-ARIA tabs pattern, automatic activation). The active tab lives in
 * `?tab=` so it can be linked and survives a reload. Every panel is rendered, the inactive ones
 * `hidden`, so the prerendered HTML carries all the answers for readers without JavaScript and
 * for search engines. The prerendered page knows no query string, so until hydration is over
 * the default tab shows; reading the URL earlier would make the hydration mismatch.
 */
export function GuideTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const active = hydrated ? parseGuideTab(searchParams.get('tab')) : parseGuideTab(null);
  const { tabRef, focusTab } = useTabRefs<GuideTabId>();

  function select(id: GuideTabId) {
    setSearchParams(
      (params) => {
        params.set('tab', id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabForKey(event.key, guideTabIds, active);
    if (!next) return;
    event.preventDefault();
    select(next);
    focusTab(next);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Insurance guide topics"
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {guideTabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <Tab
              key={tab.id}
              group="guide"
              id={tab.id}
              selected={selected}
              ref={tabRef(tab.id)}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink hover:bg-brand-50',
              )}
            >
              {tab.label}
            </Tab>
          );
        })}
      </div>
      {guideTabs.map((tab) => (
        <TabPanel key={tab.id} group="guide" id={tab.id} selected={tab.id === active}>
          <h2 className="text-2xl font-bold text-brand-900">{tab.heading}</h2>
          <dl className="mt-6 grid gap-5 md:grid-cols-2">
            {tab.questions.map((item) => (
              <div key={item.question} className="rounded-lg border border-slate-200 p-6 shadow-sm">
                <dt className="text-lg font-semibold text-ink">{fill(item.question)}</dt>
                <dd className="mt-2 text-slate-700">{fill(item.answer)}</dd>
              </div>
            ))}
          </dl>
        </TabPanel>
      ))}
    </div>
  );
}
