import { href } from 'react-router';
import {
  BotMessageSquare,
  CircleHelp,
  FileText,
  MessageCircle,
  Phone,
  PhoneIncoming,
  ShieldAlert,
  X,
} from 'lucide-react';
import type * as React from 'react';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import { helpWindowIds } from '~/lib/help-windows';
import { openingHours } from '#shared/agency-text';
import { phoneHref } from '#shared/phone';
import { LauncherWindow } from '../ui/launcher-window';

/**
 * Where a visitor finds help and the next step, on every page but the staff console: on a phone a
 * bar at the bottom of the screen (Get a Quote, Call, Help), from a tablet up one labelled Help
 * button in the corner. Help opens a menu: the assistant for everyone, a person for prospects (call,
 * a callback request that becomes a lead) and live chat for signed-in clients. Each is a window
 * whose frame is in the HTML (`windows`: each feature's, composed by the root); the page's
 * behaviour opens them at once
 * (src/web/behaviours/launchers.ts). The bar steps aside while a form lies under it
 * (src/web/behaviours/help-dock.ts), so it never covers a field or a button.
 */
export function HelpDock({ quoteHref, windows }: { quoteHref: string; windows: React.ReactNode }) {
  const tel = phoneHref(agency.phone);
  return (
    <>
      {/* On a phone the page ends a bar's height lower, so the footer's last line clears the bar. */}
      <div aria-hidden="true" className="h-14 bg-brand-950 md:hidden" />
      <div
        data-help-dock=""
        className="fixed inset-x-0 bottom-0 z-30 md:inset-x-auto md:right-4 md:bottom-4"
      >
        <LauncherWindow
          id={helpWindowIds.menu}
          title="How can we help?"
          closeLabel="Close help"
          open={false}
        >
          <ul className="divide-y divide-slate-200 overflow-y-auto">
            <HelpChoice
              opens={helpWindowIds.assistant}
              icon={BotMessageSquare}
              label="Ask a question"
              note="Our assistant answers from this site, any time."
            />
            <HelpLink
              href={tel}
              icon={Phone}
              label={`Call ${agency.phone}`}
              note={openingHours(agency)}
            />
            <HelpChoice
              opens={helpWindowIds.callback}
              icon={PhoneIncoming}
              label="Request a callback"
              note="Leave your number and a licensed agent calls you back."
            />
            <HelpChoice
              opens={helpWindowIds.liveChat}
              icon={MessageCircle}
              label="Live chat with your agent"
              note="For clients: log in to chat about your policies and claims."
            />
            <HelpLink
              href={href('/claims')}
              icon={ShieldAlert}
              label="Report a claim"
              note={`${agency.claimsHotline}.`}
            />
          </ul>
        </LauncherWindow>
        {windows}

        <nav
          aria-label="Quick actions"
          data-help-bar=""
          className="grid grid-cols-3 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:flex md:border-0 md:bg-transparent md:shadow-none"
        >
          <a href={quoteHref} className={cn(barItemClass, 'bg-sun-300 text-ink md:hidden')}>
            <FileText aria-hidden="true" className="size-5" />
            Get a Quote
          </a>
          <a href={tel} className={cn(barItemClass, 'text-brand-800 md:hidden')}>
            <Phone aria-hidden="true" className="size-5" />
            Call
          </a>
          <button
            type="button"
            data-launcher=""
            aria-haspopup="dialog"
            aria-expanded="false"
            aria-controls={helpWindowIds.menu}
            className={cn(
              barItemClass,
              'group text-brand-800 md:flex-row md:gap-2 md:rounded-full md:bg-brand-700 md:px-5 md:py-3 md:text-base md:text-white md:shadow-lg md:hover:bg-brand-800',
            )}
          >
            <CircleHelp aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
            <span className="group-aria-expanded:hidden">Help</span>
            <span className="hidden group-aria-expanded:inline">Close</span>
          </button>
        </nav>
      </div>
    </>
  );
}

/** A bar item: icon over label on a phone, 56 px tall (a thumb's target). */
const barItemClass =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-700 md:focus-visible:outline-offset-2';

const choiceClass =
  'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700';

interface ChoiceProps {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  note: string;
}

/** A menu choice's icon, label and note. */
function ChoiceBody({ icon: Icon, label, note }: ChoiceProps) {
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        <span className="block text-sm text-slate-700">{note}</span>
      </span>
    </>
  );
}

/** A choice that opens one of the help windows. */
function HelpChoice({ opens, ...body }: ChoiceProps & { opens: string }) {
  return (
    <li>
      <button
        type="button"
        data-launcher-open={opens}
        aria-haspopup="dialog"
        className={choiceClass}
      >
        <ChoiceBody {...body} />
      </button>
    </li>
  );
}

/** A choice that is a link: a call, a page. */
function HelpLink({ href, ...body }: ChoiceProps & { href: string }) {
  return (
    <li>
      <a href={href} className={choiceClass}>
        <ChoiceBody {...body} />
      </a>
    </li>
  );
}
