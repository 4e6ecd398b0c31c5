// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

afterEach(cleanup);

const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

function renderComposer({ disabled = false, accepted = true } = {}) {
  const onSend = vi.fn(() => accepted);
  const view = render(
    <MessageComposer
      label="Message"
      placeholder="Type a message"
      maxLength={2000}
      disabled={disabled}
      onSend={onSend}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  const press = (key: string, init: KeyboardEventInit = {}) =>
    fireEvent.keyDown(box, { key, ...init });
  return { ...view, onSend, box, type, press };
}

describe('MessageComposer', () => {
  it('Enter sends the trimmed text and empties the box', () => {
    const { onSend, box, type, press } = renderComposer();
    type('  Is hail covered?  ');
    press('Enter');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Is hail covered?');
    expect(box.value).toBe('');
  });

  it('Shift+Enter does not send (the browser adds a new line)', () => {
    const { onSend, box, type, press } = renderComposer();
    type('First line');
    const event = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    press('Enter', { shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('First line');
  });

  it('never sends empty or whitespace-only text, by key or by button', () => {
    const { onSend, type, press } = renderComposer();
    press('Enter');
    type('   \n\t ');
    press('Enter');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(sendButton().closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the Send button too', () => {
    const { onSend, type } = renderComposer();
    type('Thanks!');
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Thanks!');
  });

  it('is disabled, and sends nothing, when disconnected or without a room', () => {
    const { onSend, box, press } = renderComposer({ disabled: true });
    expect(box.disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Hello' } });
    press('Enter');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when it could not go out', () => {
    const { onSend, box, type, press } = renderComposer({ accepted: false });
    type('Hello');
    press('Enter');
    expect(onSend).toHaveBeenCalledOnce();
    expect(box.value).toBe('Hello');
  });
});
