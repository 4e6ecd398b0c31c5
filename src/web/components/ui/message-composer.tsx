import { SendHorizontal } from 'lucide-react';
import * as React from 'react';
import { cn } from '~/lib/cn';
import { controlClasses } from './input';

interface MessageComposerProps {
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** Gets the trimmed text; returns whether it went out (the box empties only then). */
  onSend: (content: string) => boolean;
  /** Box and button off (a chat disconnected or without a room). */
  disabled?: boolean;
  /**
   * A send is under way (the assistant looking up an answer): the button says it is unavailable
   * but keeps the focus, which a button turning `disabled` would drop.
   */
  busy?: boolean;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/**
 * The message box of the live chats and the assistant: Enter sends, Shift+Enter starts a new
 * line, empty or whitespace-only text is never sent.
 */
export function MessageComposer({
  label,
  placeholder,
  maxLength,
  onSend,
  disabled = false,
  busy = false,
  ref,
}: MessageComposerProps) {
  const [text, setText] = React.useState('');
  const id = React.useId();
  const empty = text.trim() === '';

  const submit = () => {
    if (disabled || busy || empty) return;
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
        maxLength={maxLength}
        placeholder={placeholder}
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
        disabled={disabled}
        aria-disabled={busy || empty || undefined}
        className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 aria-disabled:opacity-60"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
        <span className="sr-only">Send</span>
      </button>
    </form>
  );
}
