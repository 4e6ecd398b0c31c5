// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLaunchers } from './launchers';

// Each test installs the behaviour on a document of its own: listeners stay with their document.
let doc: Document;
afterEach(() => {
  doc.body.innerHTML = '';
});

/** The help control: its menu, two windows the menu opens, and the launcher, installed. */
function setUp() {
  doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <section id="menu" role="dialog" data-launcher-window tabindex="-1" hidden>
      <button type="button" data-launcher-open="chat">Live chat</button>
      <button type="button" data-launcher-open="callback">Request a callback</button>
      <button type="button" data-launcher-close>Close help</button>
    </section>
    <section id="chat" role="dialog" data-launcher-window tabindex="-1" hidden>
      <input aria-label="Message" />
      <button type="button" data-launcher-close>Close chat</button>
    </section>
    <section id="callback" role="dialog" data-launcher-window hidden></section>
    <button type="button" data-launcher aria-controls="menu" aria-expanded="false">Help</button>`;
  installLaunchers(doc);
  const byId = (id: string) => doc.getElementById(id)!;
  return {
    menu: byId('menu'),
    chat: byId('chat'),
    callback: byId('callback'),
    help: doc.querySelector<HTMLButtonElement>('[data-launcher]')!,
    choice: (name: string) =>
      [...doc.querySelectorAll<HTMLButtonElement>('button')].find(
        (button) => button.textContent === name,
      )!,
  };
}

const shown = () =>
  [...doc.querySelectorAll<HTMLElement>('[data-launcher-window]')]
    .filter((frame) => !frame.hidden)
    .map((frame) => frame.id);

describe('installLaunchers', () => {
  it('shows the menu at the tap and gives it the focus once it has been painted', async () => {
    const { menu, help } = setUp();
    help.click();
    expect(shown()).toEqual(['menu']);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    // Focusing would lay the window out in the tap's own task.
    expect(doc.activeElement).not.toBe(menu);
    await vi.waitFor(() => expect(doc.activeElement).toBe(menu));
  });

  it("shows a menu choice's window in the menu's place; the launcher then closes it", async () => {
    const { chat, help, choice } = setUp();
    help.click();
    choice('Live chat').click();
    expect(shown()).toEqual(['chat']);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(doc.activeElement).toBe(chat));
    help.click();
    expect(shown()).toEqual([]);
    expect(help.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on its close button or Escape, and gives the focus back to the launcher', () => {
    const { help, choice } = setUp();
    help.click();
    choice('Live chat').click();
    choice('Close chat').click();
    expect(shown()).toEqual([]);
    expect(doc.activeElement).toBe(help);

    help.click();
    choice('Request a callback').click();
    doc.querySelector<HTMLInputElement>('#chat input')!.focus();
    doc
      .getElementById('callback')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(shown()).toEqual([]);
    expect(doc.activeElement).toBe(help);
  });

  it('leaves the focus alone when the window was closed again before its paint', async () => {
    const { help } = setUp();
    help.focus();
    help.click();
    help.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(shown()).toEqual([]);
    expect(doc.activeElement).toBe(help);
  });
});
