import { LogIn, MessageCircle, X } from 'lucide-react';
import * as React from 'react';
import { LauncherWindow } from '~/components/ui/launcher-window';
import { buttonVariants } from '~/components/ui/button';
import { usePageLocation } from '~/lib/page-context';
import { loginHref, useCurrentUser } from '~/lib/session';
import { useWindowShown } from '~/lib/use-window-shown';

// The conversation (socket, messages, composer) loads when a signed-in person opens the chat:
// public pages carry only this button, and visitors who are not signed in never fetch it. A
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

const DIALOG_ID = 'live-chat';

/**
 * The live support chat's floating button and its window: a non-modal dialog (no focus trap, no
 * scroll lock: those inject styles the CSP refuses). Both are in the prerendered HTML of every
 * page, the window hidden; the page's behaviour opens and closes it and gives it the focus
 * (src/web/behaviours/launchers.ts), before this code has arrived and after, and this component
 * fills it once it shows. Anonymous visitors get a log-in link instead of the chat.
 */
export function LiveChatLauncher() {
  const open = useWindowShown(DIALOG_ID);
  const { user } = useCurrentUser();
  const { pathname, search } = usePageLocation();

  // Staff answer chats in their console (/staff/chat); there the button would only cover it.
  // Known only after hydration, so the prerendered HTML always has the button.
  if (user && user.role !== 'client' && pathname.startsWith('/staff')) return null;

  return (
    <>
      <LauncherWindow
        id={DIALOG_ID}
        title="Live support chat"
        closeLabel="Close chat"
        open={open}
        tabIndex={-1}
        className="focus:outline-none"
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
      <button
        type="button"
        data-launcher=""
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        // Fetch the conversation's code as soon as a signed-in person heads for the button with a
        // mouse or the keyboard; a finger's tap opens the window first, and the code loads after.
        onPointerEnter={(event) => {
          if (user && event.pointerType !== 'touch') void loadConversation();
        }}
        onFocus={(event) => {
          if (user && event.currentTarget.matches(':focus-visible')) void loadConversation();
        }}
        className="group flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        <MessageCircle aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <span className="sr-only">Live support chat</span>
      </button>
    </>
  );
}
