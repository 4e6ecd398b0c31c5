import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Tab, TabPanel } from '~/components/ui/tabs';
import { cn } from '~/lib/cn';
import { tabForKey } from '~/lib/tab-keys';
import { useTabRefs } from '~/lib/tabs';
import { useClientAccount } from '../api/account';
import { parsePortalTab, visiblePortalTabs, type PortalTabId } from '../lib/portal-tab';
import { CertificatesTab } from '../certificates/components/certificates-tab';
import { ClaimsTab } from '../claims/components/claims-tab';
import { FileClaimTab } from '../claims/components/file-claim-tab';
import { PoliciesTab } from '../policies/components/policies-tab';

/**
 * The portal's tabs (WAI-ARIA tabs pattern, automatic activation): the four of every client, and
 * Certificates for a business. The active tab is `?tab=` in the address, so links, reloads, Back
 * and Forward all work. Each choice is a history entry, except that arrowing along the tabs
 * replaces the entry the arrows started from: a run of arrow keys from My Policies to File Claim
 * leaves one step to go back, not three. The documents tab is the documents feature's, handed in
 * by the route.
 */
export function PortalTabs({
  documentsTab,
  readOnly = false,
}: {
  documentsTab: React.ReactNode;
  /** Staff viewing the client's portal: every control inside the tabs is disabled. */
  readOnly?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Staff have no client account of their own: the client's tabs are the four.
  const account = useClientAccount({ enabled: !readOnly });
  const tabs = visiblePortalTabs(account.data?.kind);
  const tabIds = tabs.map((tab) => tab.id);
  const asked = searchParams.get('tab');
  const active = parsePortalTab(asked, tabIds);
  // A link to Certificates waits for the account's first answer before My Policies stands in.
  const waitingForAccount =
    asked === 'certificates' && !readOnly && account.isPending && account.failureCount === 0;
  const { tabRef, focusTab } = useTabRefs<PortalTabId>();
  const arrowing = React.useRef(false);

  const select = React.useCallback(
    (id: PortalTabId, { replace = false } = {}) => {
      setSearchParams(
        (params) => {
          params.set('tab', id);
          return params;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // Counted from the tab that has the focus, not from `active`: a key pressed before the address
  // change has re-rendered must still move on from where the focus is.
  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, from: PortalTabId) {
    const next = tabForKey(event.key, tabIds, from);
    if (!next) return;
    event.preventDefault();
    if (next !== from) select(next, { replace: arrowing.current });
    arrowing.current = true;
    focusTab(next);
  }

  const viewClaims = React.useCallback(() => {
    select('claims');
    focusTab('claims');
  }, [select, focusTab]);

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label="Client portal"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) arrowing.current = false;
        }}
        // On a phone, four equal columns (a long label takes two lines), or five tabs as three
        // above two, each label on one line at 360 px; a row of tabs above.
        className={cn(
          'grid border-b border-slate-200 sm:flex sm:gap-1',
          tabs.length > 4 ? 'grid-cols-6' : 'grid-cols-4',
        )}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <Tab
              key={tab.id}
              group="portal"
              id={tab.id}
              selected={selected}
              ref={tabRef(tab.id)}
              onClick={() => {
                arrowing.current = false;
                if (!selected) select(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
              className={cn(
                '-mb-px border-b-4 px-1 py-3 text-center text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-4 sm:text-base',
                tabs.length > 4 && (index < 3 ? 'col-span-2' : 'col-span-3'),
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-ink',
              )}
            >
              {tab.label}
            </Tab>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} group="portal" id={tab.id} selected={tab.id === active}>
          {tab.id === active &&
            (waitingForAccount ? (
              <p role="status" aria-busy="true" className="text-slate-700">
                Loading your portal...
              </p>
            ) : readOnly ? (
              // A disabled fieldset disables every button, field and form inside, and keeps the
              // content readable; links (a document's download) still open.
              <fieldset disabled className="m-0 min-w-0 border-0 p-0">
                <legend className="sr-only">Read only: nothing can be changed here</legend>
                <TabContent tab={tab.id} onViewClaims={viewClaims} documentsTab={documentsTab} />
              </fieldset>
            ) : (
              <TabContent tab={tab.id} onViewClaims={viewClaims} documentsTab={documentsTab} />
            ))}
        </TabPanel>
      ))}
    </div>
  );
}

/** Only the chosen tab is rendered, so only its data is loaded. */
function TabContent({
  tab,
  onViewClaims,
  documentsTab,
}: {
  tab: PortalTabId;
  onViewClaims: () => void;
  documentsTab: React.ReactNode;
}) {
  switch (tab) {
    case 'policies':
      return <PoliciesTab />;
    case 'claims':
      return <ClaimsTab />;
    case 'documents':
      return documentsTab;
    case 'file-claim':
      return <FileClaimTab onViewClaims={onViewClaims} />;
    case 'certificates':
      return <CertificatesTab />;
  }
}
