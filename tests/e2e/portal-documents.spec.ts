// The portal's Documents tab: upload with a progress bar, download the same bytes, delete after a
// confirmation, and the size and type refusals. Each test is a client of its own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { documentMessages } from '#shared/documents';
import { formatFileSize } from '#shared/format';
import { sampleExe, samplePdf } from '../fixtures/documents';
import { axeViolations, expect, logIn, test } from './fixtures';

function uniqueName(extension: string) {
  return `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${extension}`;
}

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

/** The toast with this title (Radix also copies its words into a hidden announcer). */
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

test.beforeEach(async ({ page, newUser }) => {
  await logIn(page, await newUser());
});

test('upload a PDF with the progress bar, download the same bytes, delete it by keyboard', async ({
  page,
  problems,
}) => {
  await page.goto('/client-portal?tab=documents');
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A new client has no documents yet (one from the agency: staff-clients.spec.ts).
  await expect(rows(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Hold the upload's answer a moment, so the progress bar can be seen on a fast machine.
  await page.route('**/api/documents', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const name = uniqueName('.pdf');
  const data = Buffer.concat([samplePdf(`E2E ${name}`), Buffer.alloc(200_000, '%')]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: data });

  const progress = page.getByRole('progressbar', { name: new RegExp(`Uploading ${name}`) });
  await expect(progress).toBeVisible();
  expect(Number(await progress.getAttribute('value'))).toBeGreaterThanOrEqual(0);
  await expect(page.getByText(`${name} was uploaded.`)).toBeVisible();
  await expect(progress).toBeHidden();
  await page.unroute('**/api/documents');

  const uploaded = row(page, name);
  await expect(uploaded).toContainText(formatFileSize(data.length));
  await expect(uploaded).toContainText('Uploaded');
  await expect(uploaded).not.toContainText('From your agent');
  // Newest first.
  await expect(rows(page).first()).toContainText(name);

  // Download: a link to a new tab; the file that comes back is the one sent.
  const link = uploaded.getByRole('link', { name: new RegExp(`Download ${name}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  // The new tab turns into a download and closes itself: listen on it from the moment it opens.
  const downloaded = new Promise<Download>((resolve) => {
    page.context().once('page', (popup) => popup.once('download', resolve));
    page.once('download', resolve);
  });
  await link.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(name);
  expect(readFileSync(await download.path()).equals(data)).toBe(true);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-disposition']).toContain('attachment');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-type']).toBe('application/pdf');

  // Delete by keyboard: Escape cancels and focus comes back; then confirm.
  const deleteButton = uploaded.getByRole('button', { name: `Delete ${name}` });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this document?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, name)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your documents' })).toBeFocused();
  const names = (
    (await (await page.request.get('/api/documents')).json()) as { fileName: string }[]
  ).map((d) => d.fileName);
  expect(names).not.toContain(name);

  expect(problems.pageErrors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('a file over 10 MB, or of another type, is refused in the browser', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/documents')) {
      posts.push(request.url());
    }
  });
  await page.goto('/client-portal?tab=documents');
  const picker = page.locator('input[type="file"]');
  await expect(page.getByRole('button', { name: 'Choose File' })).toBeEnabled();

  // From disk: an 11 MB buffer sent through the DevTools protocol takes seconds.
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-upload-'));
  const big = path.join(folder, uniqueName('.pdf'));
  writeFileSync(big, Buffer.alloc(11 * 1024 * 1024, 'a'));
  try {
    await picker.setInputFiles(big);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const tooLarge = toast(page, documentMessages.fileTooLargeTitle);
  await expect(tooLarge).toContainText(documentMessages.fileTooLarge);
  await tooLarge.getByRole('button', { name: /close/i }).click();

  await picker.setInputFiles({
    name: uniqueName('.exe'),
    mimeType: 'application/x-msdownload',
    buffer: sampleExe(),
  });
  await expect(toast(page, documentMessages.invalidTypeTitle)).toContainText(
    documentMessages.invalidType,
  );
  expect(posts).toEqual([]);
});

test('the server decides from the bytes: an executable named .pdf fails to upload', async ({
  page,
}) => {
  await page.goto('/client-portal?tab=documents');
  const name = uniqueName('.pdf');
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: sampleExe(),
  });
  await expect(toast(page, documentMessages.uploadFailedTitle)).toContainText(
    `${documentMessages.invalidTypeTitle}: ${documentMessages.invalidType}`,
  );
  await expect(row(page, name)).toHaveCount(0);
});

test('a file dropped on the zone uploads too', async ({ page }) => {
  await page.goto('/client-portal?tab=documents');
  const name = uniqueName('.txt');
  const dataTransfer = await page.evaluateHandle((fileName) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Notes for my agent\n'], fileName, { type: 'text/plain' }));
    return transfer;
  }, name);
  const zone = page.getByText('Drag and drop a file here, or').locator('..');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(row(page, name)).toContainText(formatFileSize(19));
});
