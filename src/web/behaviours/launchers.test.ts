// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLaunchers } from './launchers';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A window that takes the focus itself, and its button, with the behaviour installed. */
function setUp() {
  document.body.innerHTML = `
    <div id="chat" role="dialog" tabindex="-1" hidden></div>
    <button type="button" data-launcher aria-controls="chat" aria-expanded="false">Chat</button>`;
  installLaunchers(document);
  return { frame: document.getElementById('chat')!, button: document.querySelector('button')! };
}

describe('installLaunchers', () => {
  it('shows the window at the tap and gives it the focus once it has been painted', async () => {
    const { frame, button } = setUp();
    button.click();
    expect(frame.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Focusing would lay the window out in the tap's own task.
    expect(document.activeElement).not.toBe(frame);
    await vi.waitFor(() => expect(document.activeElement).toBe(frame));
  });

  it('leaves the focus alone when the window was closed again before its paint', async () => {
    const { frame, button } = setUp();
    button.focus();
    button.click();
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(frame.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
