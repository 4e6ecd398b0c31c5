import { SendHorizontal } from 'lucide-react';
import * as React from 'react';
import { controlClasses } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { CHAT_LIMITS } from '#shared/chat';

interface ChatComposerProps {
  /** Disabled when disconnected or without a room. */
  disabled: boolean;
  /** Gets the trimmed text; returns whether it went out (the box empties only then). */
  onSend: (content: string) => boolean;
  label: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/**
 * The message box of both chats: Enter sends, Shift+Enter starts a new line, empty or
 * whitespace-only text is never sent.
 */
export function ChatComposer({ disabled, onSend, label, ref }: ChatComposerProps) {
  const [text, setText] = React.useState('');
  const id = React.useId();
  const empty = text.trim() === '';

  const submit = () => {
    if (disabled || empty) return;
    if (onSend(text.trim())) setText('');
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={2}
        value={text}
        disabled={disabled}
        maxLength={CHAT_LIMITS.maxMessageLength}
        placeholder="Type a message"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter while an input method composes a word confirms the word, not the message.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
        className={cn(controlClasses, 'max-h-32 min-h-11 resize-none py-2 text-sm')}
      />
      <p id={`${id}-hint`} className="sr-only">
        Enter sends; Shift+Enter starts a new line.
      </p>
      <button
        type="submit"
        disabled={disabled || empty}
        className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
        <span className="sr-only">Send</span>
      </button>
    </form>
  );
}
