// A business client, on a phone, asks for a certificate of insurance for a job site by a day and
// time, with the contract's requirements attached; an agent issues it from the service queue by
// uploading the PDF; the client receives it by e-mail and finds it under issued certificates.
import { samplePdf } from '../fixtures/documents';
import { makeBusiness } from './accounts';
import { axeViolations, expect, logIn, presetConsent, test, waitForMail } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a business asks for a certificate; an agent issues it; the client has it', async ({
  page,
  browser,
  newUser,
  database,
  problems,
}) => {
  const owner = await newUser({ firstName: 'Rosa' });
  const { holderName } = await makeBusiness(database.db, owner.id);
  await logIn(page, owner);
  await page.goto('/client-portal?tab=certificates');
  const tab = page.getByRole('tabpanel', { name: 'Certificates' });
  await expect(tab.getByRole('heading', { name: 'Certificates of insurance' })).toBeVisible();

  const form = tab.getByRole('form', { name: 'Request a certificate' });
  await form
    .getByRole('combobox', { name: /^Certificate holder/ })
    .selectOption({ label: `${holderName} (Overland Park, KS 66210)` });
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel(/^Date you need it by/).fill(tomorrow);
  await form.getByLabel(/^Time you need it by/).fill('15:00');
  await form.getByRole('checkbox', { name: /^Additional insured/ }).check();
  await form.getByRole('checkbox', { name: /^Waiver of subrogation/ }).check();
  await form
    .getByRole('textbox', { name: /^Description of operations/ })
    .fill('Roof replacement at the Corbin Park retail site');
  await form.getByLabel(/^Insurance requirements from the contract/).setInputFiles({
    name: 'insurance-requirements.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Subcontract exhibit C: insurance requirements'),
  });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send' }).tap();
  const sent = tab
    .getByRole('status')
    .filter({ hasText: /Your certificate request COI-\d{4}-\d{6} is in/ });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('insurance-requirements.pdf');
  const reference = /COI-\d{4}-\d{6}/.exec((await sent.textContent())!)![0];

  // An agent issues it from the queue (desktop): certificates due first are at the top.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await presetConsent(agent);
  await logIn(agent, await newUser({ role: 'agent' }));
  await agent.goto('/staff/service?kind=certificate');
  const row = agent.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Certificate of insurance');
  await row.getByRole('link', { name: reference }).click();
  await expect(agent.getByRole('link', { name: 'insurance-requirements.pdf' })).toBeVisible();
  await agent.getByLabel('The certificate (PDF)').setInputFiles({
    name: 'certificate-corbin-park.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('ACORD 25 certificate of liability insurance'),
  });
  await expect(
    agent.getByText(
      'certificate-corbin-park.pdf is issued: the client is e-mailed the certificate.',
    ),
  ).toBeVisible();
  expect(await axeViolations(agent)).toEqual([]);
  await agentContext.close();

  const mail = await waitForMail(owner.email, 'certificate-issued');
  expect(mail.subject).toContain(reference);
  expect(mail).toMatchObject({
    attachments: [{ filename: 'certificate-corbin-park.pdf', contentType: 'application/pdf' }],
  });

  await page.reload();
  const issued = tab.getByRole('region', { name: 'Issued certificates' });
  await expect(issued).toContainText('certificate-corbin-park.pdf');
  await expect(issued).toContainText(holderName);
  await expect(issued.getByRole('link', { name: /certificate-corbin-park\.pdf/ })).toHaveAttribute(
    'href',
    /\/api\/documents\/\d+\/download/,
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
