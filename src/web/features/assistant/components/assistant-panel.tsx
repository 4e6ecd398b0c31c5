import * as React from 'react';
import { starterQuestions } from '#content/assistant/starters';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import {
  ASSISTANT_LIMITS,
  assistantApology,
  assistantGreeting,
  type AssistantSource,
} from '#shared/assistant';
import { phoneHref } from '#shared/phone';
import { askAssistant, conversationFor } from '../api/ask-assistant';
import { loadHistory, saveHistory, type StoredMessage } from '../lib/session-history';
import { MessageComposer } from '~/components/ui/message-composer';
import { AnswerText } from './answer-text';

type Message = StoredMessage & { sources?: AssistantSource[] };

let nextId = 0;
const newId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/**
 * The assistant's conversation: the fixed greeting, the history of this browser session, a live log
 * read out by screen readers, and the question box. Empty input and input while an answer is
 * pending are ignored; a failed request answers with the apology and the agency's phone number.
 */
export default function AssistantPanel({ open }: { open: boolean }) {
  const [messages, setMessages] = React.useState<Message[]>(() => loadHistory());
  const [pending, setPending] = React.useState(false);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const logRef = React.useRef<HTMLDivElement>(null);
  // The latest history, for a reply that lands after more was said or the window was closed.
  const history = React.useRef(messages);

  const update = (next: Message[]) => {
    history.current = next;
    setMessages(next);
    saveHistory(next.map(({ sources: _sources, ...m }) => m));
  };

  React.useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The latest message in view: all of it when it fits, else its beginning (an answer about an
  // accident starts with 911, which must not scroll away above its last line).
  React.useEffect(() => {
    const log = logRef.current;
    const last = log?.querySelector('ol > li:last-child');
    if (!log || !(last instanceof HTMLElement)) return;
    // The log is the list's positioned ancestor: offsetTop is measured from its top.
    const top = last.offsetTop - 8;
    log.scrollTop = last.offsetHeight > log.clientHeight ? top : log.scrollHeight;
  }, [messages.length, pending, open]);

  const ask = async (question: string) => {
    const before = history.current;
    const asked: Message = {
      id: newId(),
      role: 'user',
      content: question.slice(0, ASSISTANT_LIMITS.maxMessageLength),
      timestamp: new Date().toISOString(),
    };
    update([...before, asked]);
    setPending(true);
    let reply: Message;
    try {
      const answer = await askAssistant(conversationFor(before, asked.content));
      reply = {
        id: newId(),
        role: 'assistant',
        content: answer.response,
        sources: answer.sources,
        timestamp: new Date().toISOString(),
      };
    } catch {
      reply = {
        id: newId(),
        role: 'assistant',
        content: assistantApology(agency.phone),
        failed: true,
        timestamp: new Date().toISOString(),
      };
    }
    update([...history.current, reply]);
    setPending(false);
  };

  return (
    <>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation with the assistant"
        // Scrollable, so it must be reachable by keyboard.
        tabIndex={0}
        className="relative min-h-16 flex-1 overflow-y-auto p-3 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      >
        <ol className="space-y-3">
          <Bubble who="Assistant">{assistantGreeting(agency.name)}</Bubble>
          {messages.map((m) =>
            m.role === 'user' ? (
              <Bubble key={m.id} who="You" own>
                {m.content}
              </Bubble>
            ) : (
              <Bubble key={m.id} who="Assistant" failed={m.failed}>
                <AnswerText text={m.content} sources={m.sources} />
              </Bubble>
            ),
          )}
          {pending && (
            <Bubble who="Assistant">
              <span className="text-slate-700">Looking that up…</span>
            </Bubble>
          )}
        </ol>
      </div>
      {messages.length === 0 && !pending && (
        <div className="border-t border-slate-200 px-3 py-2 text-sm">
          <p id="assistant-starters" className="text-xs font-semibold text-slate-700">
            Try asking
          </p>
          <ul aria-labelledby="assistant-starters" className="mt-1 flex flex-wrap gap-2">
            {starterQuestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => {
                    // The starters go once asked: the focus goes to the question box.
                    inputRef.current?.focus();
                    void ask(question);
                  }}
                  className="rounded-full border border-brand-700 px-3 py-1 text-left text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <MessageComposer
        ref={inputRef}
        label="Your question"
        placeholder="Ask about coverage, costs, claims…"
        maxLength={ASSISTANT_LIMITS.maxMessageLength}
        busy={pending}
        onSend={(question) => {
          void ask(question);
          return true;
        }}
      />
      <p className="px-3 pb-3 text-xs text-slate-700">
        Answers come from this website. For advice on your own policy, call{' '}
        <a href={phoneHref(agency.phone)} className="font-semibold text-brand-800 underline">
          {agency.phone}
        </a>
        .
      </p>
    </>
  );
}

function Bubble({
  who,
  own = false,
  failed = false,
  children,
}: {
  who: 'You' | 'Assistant';
  own?: boolean;
  failed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
      <p className="text-xs font-semibold text-slate-700">{who}</p>
      <div
        className={cn(
          'mt-0.5 max-w-[90%] rounded-lg px-3 py-2 break-words',
          own ? 'bg-brand-700 whitespace-pre-wrap text-white' : 'bg-slate-100 text-ink',
          failed && 'border border-red-700',
        )}
      >
        {children}
      </div>
    </li>
  );
}
