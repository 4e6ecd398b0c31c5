import { BotMessageSquare, X } from 'lucide-react';
import * as React from 'react';
import { LauncherWindow } from '~/components/ui/launcher-window';
import { agency } from '~/lib/agency';
import { usePageLocation } from '~/lib/page-context';
import { useHydrated } from '~/lib/use-hydrated';
import { useWindowShown } from '~/lib/use-window-shown';
import { assistantApology } from '#shared/assistant';

// The conversation (log, composer, the API call) loads when a visitor first opens the assistant:
// every public page carries only this button. A failed load (offline, a new version deployed
// meanwhile) says so in the window instead of reaching the page's error boundary.
const loadPanel = () =>
  import('./assistant-panel').catch(() => ({ default: AssistantUnavailable }));
const AssistantPanel = React.lazy(loadPanel);

function AssistantUnavailable() {
  return (
    <p role="alert" className="p-4 text-sm text-slate-700">
      {assistantApology(agency.phone)}
    </p>
  );
}

function LoadingNote() {
  return (
    <p role="status" className="p-4 text-sm text-slate-700">
      Loading...
    </p>
  );
}

const DIALOG_ID = 'assistant-chat';

/**
 * The assistant chat's floating button and its window, a non-modal dialog like the live chat's (no
 * focus trap or scroll lock: those inject styles the CSP refuses). It sits left of the live chat's
 * button in the same corner, and its window opens where the live chat's does, so opening the other
 * window closes this one. In the prerendered HTML of every page; the page's behaviour opens and
 * closes the window (src/web/behaviours/launchers.ts), before this code has arrived and after, and
 * this component fills it once it shows. Once opened, the window stays mounted (hidden when
 * closed), so a question asked just before closing still gets its answer into the history.
 */
export function AssistantLauncher() {
  const open = useWindowShown(DIALOG_ID);
  // The conversation mounts the first time the window shows, and stays.
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  const hydrated = useHydrated();
  const { pathname } = usePageLocation();

  // Staff work in their console, where the button would only cover it. Known after hydration
  // only, so the prerendered HTML always has the button.
  if (hydrated && (pathname === '/staff' || pathname.startsWith('/staff/'))) return null;

  return (
    <>
      <LauncherWindow
        id={DIALOG_ID}
        title="Insurance assistant"
        closeLabel="Close assistant"
        open={open}
        className="z-10 max-h-[min(36rem,calc(100dvh-9rem))]"
      >
        {opened ? (
          <React.Suspense fallback={<LoadingNote />}>
            <AssistantPanel open={open} />
          </React.Suspense>
        ) : (
          <LoadingNote />
        )}
      </LauncherWindow>
      <button
        type="button"
        data-launcher=""
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        // Fetch the window's code as soon as a visitor heads for the button with a mouse or the
        // keyboard; a finger's tap opens the window first, and the code loads after that frame.
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') void loadPanel();
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) void loadPanel();
        }}
        // Beside the live chat's button, outside the corner's box: that box, and the live chat
        // window opening above it, keep their size.
        className="group absolute right-full bottom-0 mr-3 flex size-14 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        <BotMessageSquare aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <span className="sr-only">Insurance assistant</span>
      </button>
    </>
  );
}
