import { BotMessageSquare, X } from 'lucide-react';
import * as React from 'react';
import { LauncherWindow } from '~/components/ui/launcher-window';
import { isShown } from '~/behaviours/launchers';
import { agency } from '~/lib/agency';
import { usePageLocation } from '~/lib/page-context';
import { useHydrated } from '~/lib/use-hydrated';
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
 * window closes this one. In the prerendered HTML of every page; a click made before the app runs
 * opens its window at once, before this code has arrived (src/web/behaviours/launchers.ts), and
 * this component carries on from the window as it finds it. Once opened, the window stays mounted
 * (hidden when closed), so a question asked just before closing still gets its answer into the
 * history.
 */
export function AssistantLauncher() {
  const [open, setOpen] = React.useState(() => isShown(DIALOG_ID));
  const [opened, setOpened] = React.useState(open);
  const hydrated = useHydrated();
  const { pathname } = usePageLocation();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const dialogRef = React.useRef<HTMLElement>(null);

  const close = React.useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  // A click elsewhere in the corner (the live chat's button or window) closes this window.
  React.useEffect(() => {
    const corner = buttonRef.current?.parentElement;
    if (!open || !corner) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !dialogRef.current?.contains(target)) {
        close(false);
      }
    };
    corner.addEventListener('click', onClick);
    return () => corner.removeEventListener('click', onClick);
  }, [open, close]);

  // Staff work in their console, where the button would only cover it. Known after hydration
  // only, so the prerendered HTML always has the button.
  if (hydrated && (pathname === '/staff' || pathname.startsWith('/staff/'))) return null;

  return (
    <>
      <LauncherWindow
        ref={dialogRef}
        id={DIALOG_ID}
        title="Insurance assistant"
        closeLabel="Close assistant"
        open={open}
        onClose={() => close()}
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
        ref={buttonRef}
        type="button"
        data-launcher=""
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        onClick={() => {
          if (open) return close();
          setOpened(true);
          setOpen(true);
        }}
        // Fetch the window's code as soon as a visitor heads for the button.
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
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
