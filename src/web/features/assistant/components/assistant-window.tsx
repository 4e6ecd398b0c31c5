import { Maximize2, Minimize2 } from 'lucide-react';
import * as React from 'react';
import { LauncherWindow } from '~/components/ui/launcher-window';
import { cn } from '~/lib/cn';
import { agency } from '~/lib/agency';
import { helpWindowIds } from '~/lib/help-windows';
import { useWindowShown } from '~/lib/use-window-shown';
import { assistantApology } from '#shared/assistant';

// The conversation (log, composer, the API call) loads when a visitor first opens the assistant:
// every public page carries only the window's frame. A failed load (offline, a new version deployed
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

/** The assistant's window id: the help menu's choice opens it (`data-launcher-open`). */
export const ASSISTANT_WINDOW_ID = helpWindowIds.assistant;

/**
 * The assistant chat's window, a non-modal dialog of the help control (no focus trap or scroll
 * lock: those inject styles the CSP refuses). In the prerendered HTML of every page; the page's
 * behaviour opens and closes it (src/web/behaviours/launchers.ts), before this code has arrived
 * and after, and this component fills it once it shows. Once opened, the conversation stays
 * mounted (hidden when closed), so a question asked just before closing still gets its answer
 * into the history.
 */
export function AssistantWindow() {
  const open = useWindowShown(ASSISTANT_WINDOW_ID);
  // The conversation mounts the first time the window shows, and stays.
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  // On a phone the window takes half the screen, leaving the page in view, until the visitor
  // asks for more.
  const [tall, setTall] = React.useState(false);
  const Icon = tall ? Minimize2 : Maximize2;
  return (
    <LauncherWindow
      id={ASSISTANT_WINDOW_ID}
      title="Insurance assistant"
      closeLabel="Close assistant"
      open={open}
      className={cn(
        'z-10 md:max-h-[min(36rem,calc(100dvh-8rem))]',
        tall ? 'max-h-[calc(100dvh-8rem)]' : 'max-h-[50dvh]',
      )}
      actions={
        <button
          type="button"
          aria-pressed={tall}
          aria-label="Full height"
          onClick={() => setTall(!tall)}
          className="rounded-md p-1 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white md:hidden"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    >
      {opened ? (
        <React.Suspense fallback={<LoadingNote />}>
          <AssistantPanel open={open} />
        </React.Suspense>
      ) : (
        <LoadingNote />
      )}
    </LauncherWindow>
  );
}
