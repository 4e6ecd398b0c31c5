// The live support chat: a choice of the help menu on every page, a log-in prompt for visitors, a client
// and an agent talking over /ws, keyboard and axe.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  helpButton,
  logIn,
  openHelp,
  presetConsent,
  test,
  waitForHydration,
} from './fixtures';

const openChat = (page: Page) => openHelp(page, 'Live chat with your agent');
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Live support chat' });
const chatLog = (page: Page) => chatDialog(page).getByRole('log', { name: 'Messages' });

declare global {
  interface Window {
    __chatStatuses?: string[];
  }
}

/** Records every text the chat's status line shows, however briefly. */
async function recordChatStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = (window.__chatStatuses = []);
    new MutationObserver(() => {
      const text = document.querySelector('#live-chat [role="status"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('a visitor finds the chat in the help menu, and is asked to log in', async ({
  page,
  problems,
}) => {
  await page.goto('/auto-insurance');
  // In the prerendered HTML: no script has run yet.
  await expect(helpButton(page)).toBeVisible();
  await expect(helpButton(page)).toHaveAttribute('aria-expanded', 'false');

  // The window opens before any component runs; it fills once its component does.
  await openChat(page);
  await expect(chatDialog(page)).toBeVisible();
  await expect(chatDialog(page)).toBeFocused();
  const logInLink = chatDialog(page).getByRole('link', { name: 'Log In' });
  await expect(logInLink).toHaveAttribute('href', '/api/login?returnTo=%2Fauto-insurance');
  await expect(chatDialog(page).getByRole('textbox')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(chatDialog(page)).toHaveCount(0);
  await expect(helpButton(page)).toBeFocused();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('on a 375 px phone the open chat fits the screen', async ({ page, newUser }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await logIn(page, await newUser());
  await page.goto('/contact');
  await waitForHydration(page);
  await openChat(page);
  await expect(chatDialog(page).getByRole('status')).toHaveText('Connected');
  const box = (await chatDialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a client and an agent talk: message, reply, and the agent closes the chat', async ({
  page,
  browser,
  problems,
  newUser,
}) => {
  const agent = await newUser({ role: 'agent' });
  const client = await newUser();
  const clientName = `${client.firstName} ${client.lastName}`;
  // The agent watches the open chats first.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await presetConsent(agentPage);
  await logIn(agentPage, agent);
  await agentPage.goto('/staff/chat');
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText('Chat');
  await expect(agentPage.getByRole('main').getByRole('status')).toHaveText('Connected');
  expect(await axeViolations(agentPage)).toEqual([]);

  // The client opens the chat on a public page.
  await logIn(page, client);
  await page.goto('/');
  await waitForHydration(page);
  await recordChatStatuses(page);
  await openChat(page);
  await expect(chatDialog(page).getByRole('status')).toHaveText('Connected');
  const statuses = await page.evaluate(() => window.__chatStatuses ?? []);
  expect(statuses.filter((text) => text !== 'Loading...')).toEqual(['Connecting...', 'Connected']);
  // An agent is online: no "we will reply by e-mail" notice.
  await expect(chatDialog(page).getByText(/agents are offline/)).toHaveCount(0);

  const question = `Does my home policy cover hail? (${Date.now().toString(36)})`;
  const input = chatDialog(page).getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const mine = chatLog(page).getByRole('listitem').filter({ hasText: question });
  await expect(mine).toContainText('You');

  // The room appears in the agent's list, live, waiting with an unread message.
  const room = agentPage.getByRole('button', { name: clientName });
  await expect(room).toContainText(/\d+ unread/);
  await expect(room).toContainText(/waiting/);
  await room.click();
  await expect(agentPage.getByRole('heading', { name: `Chat with ${clientName}` })).toBeVisible();
  // Beside the conversation: the client's page and their policies.
  const beside = agentPage.getByRole('complementary', { name: clientName });
  await expect(beside.getByRole('link', { name: `Open ${clientName}'s page` })).toHaveAttribute(
    'href',
    /^\/staff\/clients\/[0-9a-f-]{36}$/,
  );
  await expect(beside).toContainText('No policies with us.');
  const agentLog = agentPage.getByRole('log', { name: `Messages with ${clientName}` });
  await expect(agentLog.getByRole('listitem').filter({ hasText: question })).toContainText(
    client.firstName,
  );

  const answer = 'Yes: hail damage to the roof is covered, after the deductible.';
  const reply = agentPage.getByRole('textbox', { name: 'Reply' });
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(agentLog.getByRole('listitem').filter({ hasText: answer })).toContainText('You');
  await expect(room).not.toContainText('unread');
  expect(await axeViolations(agentPage)).toEqual([]);

  // The client sees the reply, from the agent by first name.
  await expect(chatLog(page).getByRole('listitem').filter({ hasText: answer })).toContainText(
    agent.firstName,
  );
  expect(await axeViolations(page)).toEqual([]);

  // The agent closes the chat: it leaves the list, and the client may start a new one.
  await agentPage.getByRole('button', { name: 'Close chat' }).click();
  await expect(room).toHaveCount(0);
  await expect(agentPage.getByText('This chat is closed.')).toBeVisible();
  await expect(chatDialog(page).getByText('This chat was closed.')).toBeVisible();
  await expect(input).toBeDisabled();
  await chatDialog(page).getByRole('button', { name: 'Start a new chat' }).click();
  await expect(input).toBeEnabled();
  await expect(chatLog(page).getByRole('listitem')).toHaveCount(0);
  await expect(room).toBeVisible();

  // Closing the chat window closes the socket.
  await chatDialog(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(chatDialog(page)).toHaveCount(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
  await agentContext.close();
});

test('keyboard only: reach the button, open, write two lines, send, close', async ({
  page,
  newUser,
}) => {
  await logIn(page, await newUser());
  await page.goto('/privacy-policy');
  await waitForHydration(page);

  // Tab through the page to the help button, then through its menu to the chat.
  const focusedIs = (target: ReturnType<typeof helpButton>) =>
    target.evaluate((element) => element === document.activeElement);
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    if (await focusedIs(helpButton(page))) break;
  }
  await expect(helpButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const choice = page
    .getByRole('dialog', { name: 'How can we help?' })
    .getByRole('button', { name: /^Live chat with your agent/ });
  await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    if (await focusedIs(choice)) break;
  }
  await expect(choice).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chatDialog(page)).toBeVisible();
  await expect(chatDialog(page).getByRole('status')).toHaveText('Connected');
  // Once the chat can be used, the caret is in the message box.
  const input = chatDialog(page).getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Enter on empty or blank text sends nothing; Shift+Enter starts a new line.
  const before = await chatLog(page).getByRole('listitem').count();
  await page.keyboard.press('Enter');
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('First line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(input).toHaveValue('First line\nsecond line');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  const sent = chatLog(page).getByRole('listitem').last();
  await expect(sent).toContainText('First line\nsecond line', { useInnerText: true });
  await expect(chatLog(page).getByRole('listitem')).toHaveCount(before + 1);

  await page.keyboard.press('Escape');
  await expect(chatDialog(page)).toHaveCount(0);
  await expect(helpButton(page)).toBeFocused();
});
