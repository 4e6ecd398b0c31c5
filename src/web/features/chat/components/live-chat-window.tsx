import { LogIn } from 'lucide-react';
import * as React from 'react';
import { LauncherWindow } from '~/components/ui/launcher-window';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { helpWindowIds } from '~/lib/help-windows';
import { usePageLocation } from '~/lib/page-context';
import { phoneHref } from '#shared/phone';
import { loginHref, useCurrentUser } from '~/lib/session';
import { useWindowShown } from '~/lib/use-window-shown';

// The conversation (socket, messages, composer) loads when a signed-in person opens the chat:
// public pages carry only the window's frame, and visitors who are not signed in never fetch it. A
// failed load (offline, or a new version deployed meanwhile) says so here instead of reaching
// the page's error boundary.
const loadConversation = () =>
  import('./client-conversation').catch(() => ({ default: ChatUnavailable }));
const ClientConversation = React.lazy(loadConversation);

function ChatUnavailable() {
  return (
    <p role="alert" className="p-4 text-sm text-slate-700">
      The chat could not be loaded. Please check your connection and reload the page.
    </p>
  );
}

/** The live chat's window id: the help menu's choice opens it (`data-launcher-open`). */
export const LIVE_CHAT_WINDOW_ID = helpWindowIds.liveChat;

/**
 * The live support chat's window: a non-modal dialog of the help control (no focus trap, no scroll
 * lock: those inject styles the CSP refuses). In the prerendered HTML of every page, hidden; the
 * page's behaviour opens and closes it and gives it the focus (src/web/behaviours/launchers.ts),
 * before this code has arrived and after, and this component fills it once it shows. The chat
 * is for clients: a visitor who is not signed in gets a log-in link and the ways to reach a
 * person without an account.
 */
export function LiveChatWindow() {
  const open = useWindowShown(LIVE_CHAT_WINDOW_ID);
  const { user } = useCurrentUser();
  const { pathname, search } = usePageLocation();
  return (
    <LauncherWindow
      id={LIVE_CHAT_WINDOW_ID}
      title="Live support chat"
      closeLabel="Close chat"
      open={open}
    >
      {!open || user === undefined ? (
        <p role="status" className="p-4 text-sm text-slate-700">
          Loading...
        </p>
      ) : user === null ? (
        <div className="space-y-3 p-4 text-sm text-slate-700">
          <p>Log in to chat with an agent about your policies and claims.</p>
          <a href={loginHref(`${pathname}${search}`)} className={buttonVariants()}>
            <LogIn aria-hidden="true" className="size-4" />
            Log In
          </a>
          <p>
            Not a client yet? Call{' '}
            <a href={phoneHref(agency.phone)} className="font-semibold text-brand-800 underline">
              {agency.phone}
            </a>{' '}
            or ask for a callback from the help menu.
          </p>
        </div>
      ) : (
        <React.Suspense
          fallback={
            <p role="status" className="p-4 text-sm text-slate-700">
              Loading...
            </p>
          }
        >
          <ClientConversation user={user} />
        </React.Suspense>
      )}
    </LauncherWindow>
  );
}
