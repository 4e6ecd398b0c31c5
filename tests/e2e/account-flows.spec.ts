// Getting an account: register and confirm the e-mail, reset a forgotten password, accept a staff
// invitation, change the password; every page by axe, one by keyboard. The links come from the
// e-mails the server writes to its DATA_DIR (no SMTP_URL here).
import type { APIRequestContext, Page } from '@playwright/test';
import { authMessages } from '#shared/auth';
import {
  agency,
  axeViolations,
  expect,
  mailLink,
  test,
  uniqueEmail,
  waitForMail,
} from './fixtures';

const agent = { email: 'agent@example.com', password: 'DemoAgent#2025' };

interface NewClient {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

function newClient(label: string): NewClient {
  return {
    firstName: 'Robin',
    lastName: 'Flows',
    email: uniqueEmail(`e2e.${label}`),
    password: `Sunflower field ${Math.random().toString(36).slice(2, 8)}`,
  };
}

const newPasswordInput = (page: Page) => page.locator('input[autocomplete="new-password"]');
const currentPasswordInput = (page: Page) => page.locator('input[autocomplete="current-password"]');
const statusText = (page: Page) => page.getByRole('main').getByRole('status');
const welcome = (page: Page, client: NewClient) =>
  page.getByRole('heading', { name: `Welcome, ${client.firstName}` });

/** Registers and confirms an account through the API, as a quick set-up for other journeys. */
async function registerConfirmed(request: APIRequestContext, client: NewClient) {
  const registered = await request.post('/api/auth/register', { data: client });
  expect(registered.status()).toBe(202);
  const link = mailLink(await waitForMail(client.email, 'verify-email'), '/verify-email');
  const token = link.split('#token=')[1];
  const verified = await request.post('/api/auth/verify-email', {
    data: { token, password: client.password },
  });
  expect(verified.status()).toBe(200);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await currentPasswordInput(page).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('register, confirm the e-mail from the link, land signed in in the portal', async ({
  page,
  problems,
}) => {
  const client = newClient('register');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
  await expect(page.getByText('At least 12 characters')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('main').getByLabel('First name').fill(client.firstName);
  await page.getByRole('main').getByLabel('Last name').fill(client.lastName);
  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await newPasswordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(statusText(page)).toHaveText(authMessages.registered);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(await axeViolations(page)).toEqual([]);

  // Not confirmed yet: logging in says so.
  await logIn(page, client.email, client.password);
  await expect(page.getByRole('alert')).toHaveText(authMessages.emailNotVerified);

  // The link proves the mailbox; the password the reader chose picks their registration.
  const link = mailLink(await waitForMail(client.email, 'verify-email'), '/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your E-mail Address');
  expect(await axeViolations(page)).toEqual([]);
  await currentPasswordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Confirm and Log In' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(welcome(page, client)).toBeVisible();
  await expect(page.getByText(client.email)).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The link is used up: opened again, it says so (and the token left the address bar).
  await page.goto(link);
  await currentPasswordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Confirm and Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidLink);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('link', { name: 'register again' })).toHaveAttribute(
    'href',
    '/register',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('register by keyboard alone; a too-common password is refused by its field', async ({
  page,
}) => {
  const client = newClient('keyboard');
  await page.goto('/register');
  await page.getByRole('main').getByLabel('First name').focus();
  await page.keyboard.type(client.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(client.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(client.email);
  await page.keyboard.press('Tab');
  await expect(newPasswordInput(page)).toBeFocused();
  await page.keyboard.type('1qaz2wsx3edc');
  // Past the show-password toggle to the submit button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(authMessages.passwordTooCommon)).toBeVisible();
  await expect(newPasswordInput(page)).toBeFocused();
  await expect(newPasswordInput(page)).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(client.password);
  await page.keyboard.press('Enter');
  await expect(statusText(page)).toHaveText(authMessages.registered);
  await expect(statusText(page)).toBeFocused();
});

test('sign in with an e-mailed code: no password typed, back where the client was going', async ({
  page,
  newUser,
}) => {
  const client = await newUser();
  await page.goto('/login?returnTo=%2Fclient-portal%3Ftab%3Ddocuments');
  await page.getByRole('link', { name: 'Sign in with an e-mailed code instead' }).click();
  await expect(page).toHaveURL(/\/login\/code\?returnTo=/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await page.getByRole('button', { name: 'E-mail Me a Code' }).click();
  await expect(statusText(page)).toHaveText(authMessages.codeSent);
  expect(await axeViolations(page)).toEqual([]);

  const mail = await waitForMail(client.email, 'sign-in-code');
  const code = /portal: (\d{6})/.exec(mail.text)![1]!;
  expect(mail.subject).toContain(code);
  await page.getByLabel(/6-digit code/).fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/client-portal\?tab=documents$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(client.firstName);
});

test('forgot password: request a link, choose a new password, log in with it', async ({
  page,
  request,
}) => {
  const client = newClient('reset');
  await registerConfirmed(request, client);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('main').getByLabel('Email').fill(client.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(statusText(page)).toHaveText(authMessages.resetRequested);
  expect(await axeViolations(page)).toEqual([]);

  const link = mailLink(await waitForMail(client.email, 'password-reset'), '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password');
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await axeViolations(page)).toEqual([]);
  const newPassword = `${client.password} renewed`;
  await newPasswordInput(page).fill(newPassword);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(welcome(page, client)).toBeVisible();

  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, client.email, client.password);
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await logIn(page, client.email, newPassword);
  await expect(page).toHaveURL(/\/client-portal$/);

  // Used once already: the link now says so and offers a new one.
  await page.goto(link);
  await newPasswordInput(page).fill(`${newPassword} again`);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidLink);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('an agent invites a client, whose link opens the portal without a password', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  const client = newClient('invite');
  const staff = await playwright.request.newContext({ baseURL });
  const loggedIn = await staff.post('/api/auth/login', { data: agent });
  expect(loggedIn.status()).toBe(200);
  const invited = await staff.post('/api/staff/clients/invite', {
    data: { email: client.email, firstName: client.firstName },
  });
  expect(invited.status()).toBe(201);
  await staff.dispose();

  const link = mailLink(await waitForMail(client.email, 'invitation'), '/accept-invite');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Account');
  await expect(page.getByText(client.email)).toBeVisible();
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue(client.firstName);
  await expect(page).toHaveURL(/\/accept-invite$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('main').getByLabel('Last name').fill(client.lastName);
  // A password is the client's choice: left blank, the link alone signs them in.
  await expect(page.getByRole('main').getByLabel('Password (optional)')).toHaveValue('');
  await page.getByRole('button', { name: 'Open My Portal' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(welcome(page, client)).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);

  // The invitation is used up.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidLink);
  await expect(page.getByRole('main').getByRole('link', { name: agency.phone })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('change the password from the portal; a wrong current one is said by its field', async ({
  page,
  request,
}) => {
  const client = newClient('change');
  await registerConfirmed(request, client);
  await logIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/client-portal$/);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  expect(await axeViolations(page)).toEqual([]);

  const newPassword = `${client.password} changed`;
  await currentPasswordInput(page).fill('not my password at all');
  await newPasswordInput(page).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(authMessages.currentPasswordWrong)).toBeVisible();
  await expect(currentPasswordInput(page)).toBeFocused();

  await currentPasswordInput(page).fill(client.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(statusText(page)).toHaveText(authMessages.passwordChanged);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/api/logout');
  await logIn(page, client.email, newPassword);
  await expect(page).toHaveURL(/\/client-portal$/);
});

test('the account pages without a link or a session', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidLink);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/accept-invite');
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidLink);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/change-password');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fchange-password',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/login?error=oidc');
  await expect(page.getByRole('alert')).toHaveText(authMessages.oidcFailed);
  await page.goto('/login?error=oidc-no-account');
  await expect(page.getByRole('alert')).toHaveText(authMessages.oidcNoAccount);
  await expect(page.getByRole('main').getByRole('link', { name: agency.phone })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
