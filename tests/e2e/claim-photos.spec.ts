// A client, on a phone, files a claim with a photo straight from an iPhone (HEIC) and a PDF
// estimate; the agent finds both on the claim's page; the claim card lists them too.
import { sampleHeic, samplePdf } from '../fixtures/documents';
import { agencyToday } from '#shared/agency-time';
import { axeViolations, expect } from './fixtures';
import { openAs, test } from './signed-in';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a claim goes in with a phone's photo and an estimate; the agent sees both", async ({
  page,
  client,
  agent,
  problems,
}) => {
  await openAs(page, client, '/client-portal?tab=file-claim');
  const form = page.getByRole('form', { name: 'File a claim' });
  const submit = form.getByRole('button', { name: 'Submit Claim' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Still needed: Policy, Incident date, Description')).toBeVisible();
  await form
    .getByLabel(/^Policy/)
    .selectOption({ label: `Auto – ${client.book.auto} (Progressive)` });
  await form.getByLabel(/^Incident date/).fill(agencyToday());
  await form.getByLabel(/^Description/).fill('A shopping cart rolled into the passenger door.');
  await expect(submit).toBeEnabled();
  await form.getByLabel(/^Photos and documents/).setInputFiles([
    { name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: sampleHeic() },
    { name: 'body-shop-estimate.pdf', mimeType: 'application/pdf', buffer: samplePdf('Estimate') },
  ]);
  await expect(form.getByRole('list', { name: 'Files to send with the claim' })).toContainText(
    'IMG_2041.HEIC',
  );
  expect(await axeViolations(page)).toEqual([]);
  await submit.tap();
  const sent = page.getByRole('list', { name: 'Your photos and documents' });
  await expect(page.getByRole('status').filter({ hasText: '2 files attached.' })).toBeVisible();
  await expect(sent).toContainText('IMG_2041.HEIC');
  await expect(sent).toContainText('body-shop-estimate.pdf');
  const claimNumber = (await page.getByRole('tabpanel').locator('strong').textContent()) ?? '';
  expect(claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);

  await agent.goto('/staff/claims');
  await agent.getByRole('link', { name: claimNumber }).click();
  const files = agent.getByRole('region', { name: 'Photos and documents' });
  await expect(files.getByRole('link', { name: /IMG_2041\.HEIC/ })).toHaveAttribute(
    'href',
    /\/api\/documents\/\d+\/download/,
  );
  await expect(files).toContainText('Photo (HEIC)');
  await expect(files.getByRole('link', { name: /body-shop-estimate\.pdf/ })).toBeVisible();
  expect(await axeViolations(agent)).toEqual([]);
  await agent.context().close();
  expect(problems.pageErrors).toEqual([]);
});
