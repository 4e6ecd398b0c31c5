// The script of every prerendered public page (scripts/page-scripts.mjs adds it): it brings the
// page's islands to life and nothing else; the rest of the page is its HTML and the inline
// behaviours (src/web/behaviours/). Built apart from the app (vite.islands.config.ts) with Preact
// standing in for React: the same components, a tenth of the runtime.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type ComponentChild } from 'preact';
import type * as React from 'react';
import { createQueryClient } from '~/lib/query-client';
import { subscribeToasts } from '~/lib/use-toast';
import { yieldToBrowser } from '~/lib/yield-to-browser';
import { islands, type IslandName } from './registry';

const queryClient = createQueryClient();

/**
 * Renders into the island's box over the prerendered HTML, reusing its elements: every attribute
 * is set to what the component renders now (hydration would keep the build's), and what a
 * visitor has typed or ticked in the meantime stays, as does the focus.
 */
function start(box: HTMLElement, Component: React.ComponentType<object>) {
  const props = JSON.parse(box.dataset.props ?? '{}') as object;
  const app = (
    <QueryClientProvider client={queryClient}>
      <Component {...props} />
    </QueryClientProvider>
  );
  render(app as unknown as ComponentChild, box);
  // From here on the component answers for itself; the behaviours leave it alone.
  box.dataset.live = '';
}

/**
 * Every island's code is asked for at once; then each island, in page order, renders in a task of
 * its own, after its code has been evaluated in another: a tap never waits behind all of them.
 */
async function startAll() {
  const pending = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((box) => {
    const load = islands[box.dataset.island as IslandName] as
      (() => Promise<React.ComponentType<object>>) | undefined;
    const code = load?.();
    // Awaited below, in order; a failure is reported there, not as an unhandled rejection.
    code?.catch(() => undefined);
    return { box, code };
  });
  for (const { box, code } of pending) {
    if (!code) continue;
    try {
      const Component = await code;
      await yieldToBrowser();
      start(box, Component);
    } catch (error) {
      // One island failing (its chunk did not load) leaves the others, and its HTML, working.
      console.error(error);
    }
    await yieldToBrowser();
  }
  // Said on the page once every island is live (tests and the responsiveness bench wait for it).
  document.documentElement.dataset.islands = 'live';
}

void startAll();

// The toasts' corner (and its code) arrives with the first toast.
const stopWatching = subscribeToasts(() => {
  stopWatching();
  void import('~/components/ui/toaster').then(({ Toaster }) => {
    const corner = document.createElement('div');
    document.body.append(corner);
    render((<Toaster />) as unknown as ComponentChild, corner);
  });
});
