import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { defaultGuideTab, guideTabs } from '#content/guide';
import { Tab, TabPanel } from '~/components/ui/tabs';
import { selectTabsFromLocation } from '~/behaviours/tabs';
import { fill } from '~/lib/fill';

/**
 * The guide's five tabs (WAI-ARIA tabs pattern, automatic activation). Every panel is rendered,
 * the inactive ones `hidden`, so the HTML carries all the answers for readers without JavaScript
 * and for search engines. Selecting, the keys and `?tab=` (which links to a tab and survives a
 * reload) are src/web/behaviours/tabs.ts, so a tap works before any framework runs.
 */
export function GuideTabs() {
  const active = defaultGuideTab;
  const { search } = useLocation();
  // Inside the app (arriving from the portal, say) the behaviour has read the address already.
  useEffect(() => selectTabsFromLocation(document), [search]);
  return (
    <div>
      <div
        role="tablist"
        data-tabs="tab"
        aria-label="Insurance guide topics"
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {guideTabs.map((tab) => (
          <Tab
            key={tab.id}
            group="guide"
            id={tab.id}
            data-tab={tab.id}
            selected={tab.id === active}
            className="rounded-full bg-slate-100 px-5 py-2 text-sm font-semibold text-ink transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {tab.label}
          </Tab>
        ))}
      </div>
      {guideTabs.map((tab) => (
        <TabPanel key={tab.id} group="guide" id={tab.id} selected={tab.id === active}>
          <h2 className="text-2xl font-bold text-brand-900">{tab.heading}</h2>
          <dl className="mt-6 grid gap-5 md:grid-cols-2">
            {tab.questions.map((item) => (
              <div
                key={item.question}
                // Cards below the screen are laid out only when scrolled to: a tab shows at once.
                className="rounded-lg border border-slate-200 p-6 shadow-sm [contain-intrinsic-size:auto_12rem] [content-visibility:auto]"
              >
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
