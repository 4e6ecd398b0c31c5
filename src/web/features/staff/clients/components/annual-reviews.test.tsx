// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { agencyToday } from '#shared/agency-time';
import { formatCalendarDate } from '#shared/format';
import { reviewMessages, type AnnualReview, type AnnualReviewValues } from '#shared/staff/renewals';
import { addDays, fakeApi, renderInApp, type FakeAnswers } from '~/lib/testing';
import { AnnualReviews } from './annual-reviews';

const path = '/api/staff/clients/abc/reviews';

const lastYear: AnnualReview = {
  id: 4,
  reviewedOn: '2025-03-02',
  reviewer: 'Dana Reyes',
  lifeChanges: 'Daughter started driving.\nNew roof in the fall.',
  coverageAdequate: false,
  coverages: [
    { coverage: 'Umbrella liability', outcome: 'offered-declined' },
    { coverage: 'Water backup', outcome: 'offered-accepted' },
  ],
  notes: 'Will think over the umbrella.',
  createdAt: '2025-03-02T17:00:00.000Z',
};
const before: AnnualReview = {
  id: 2,
  reviewedOn: '2024-02-20',
  reviewer: null,
  lifeChanges: null,
  coverageAdequate: true,
  coverages: [{ coverage: 'Flood', outcome: 'in-place' }],
  notes: null,
  createdAt: '2024-02-20T15:00:00.000Z',
};

function renderReviews(answers: FakeAnswers) {
  const api = fakeApi(answers);
  renderInApp(<AnnualReviews clientId="abc" />);
  return { api, requests: () => api.requests.map((r) => `${r.method} ${r.url}`) };
}

/** A field by its label, the asterisk of a required one aside. */
const labelled = (name: string) => new RegExp(`^${name}\\*?$`);
const field = (name: string) => screen.getByLabelText(labelled(name)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The form, filled but for its coverages: a valid review once one coverage is named. */
function fillReview(reviewedOn: string) {
  type('Day of the review', reviewedOn);
  type('Life changes', '  Moved to Lawrence; a new driver.  ');
  fireEvent.click(screen.getByRole('radio', { name: 'No, there are gaps' }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('says when the household was last reviewed and lists the reviews, newest first', async () => {
  renderReviews({ [`GET ${path}`]: [{ status: 200, body: [lastYear, before] }] });
  const section = screen.getByRole('region', { name: 'Annual review' });
  expect(
    await within(section).findByText('Last reviewed Mar 2, 2025 by Dana Reyes.'),
  ).toBeVisible();

  const list = screen.getByRole('list', { name: 'Past reviews' });
  const items = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(items).toHaveLength(2);
  expect(items[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2025-03-02');
  expect(items[0]!.textContent).toContain('Mar 2, 2025 by Dana Reyes');
  expect(within(items[0]!).getByText('Coverage has gaps')).toBeVisible();
  expect(within(items[0]!).queryByText('Coverage fits')).toBeNull();
  expect(within(items[0]!).getByText(/New roof in the fall/)).toBeVisible();
  const coverages = within(items[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(coverages).toEqual([
    'Umbrella liability: Offered and declined',
    'Water backup: Offered and accepted',
  ]);
  expect(within(items[0]!).getByText(lastYear.notes!)).toBeVisible();

  expect(items[1]!.textContent).toContain(`${formatCalendarDate('2024-02-20')} by a former staff`);
  expect(within(items[1]!).getByText('Coverage fits')).toBeVisible();
  expect(within(items[1]!).getByText('Flood: Already in place')).toBeVisible();
  expect(within(items[1]!).queryByText('Life changes')).toBeNull();
  expect(within(items[1]!).queryByText('Notes')).toBeNull();

  // The headings in order: the section's, then its two parts.
  expect(
    within(section)
      .getAllByRole('heading')
      .map((h) => [h.tagName, h.textContent]),
  ).toEqual([
    ['H2', 'Annual review'],
    ['H3', 'Record a review'],
    ['H3', 'Past reviews'],
  ]);
});

it('says when no review was recorded yet', async () => {
  renderReviews({ [`GET ${path}`]: [{ status: 200, body: [] }] });
  expect(await screen.findByText('No review recorded yet.')).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Past reviews' })).toBeNull();
  expect(field('Day of the review').value).toBe(agencyToday());
});

it('records a review with its coverages as typed, says so and shows the new list', async () => {
  // What the form sends, trimmed; the server answers it as the newest review.
  const sent: AnnualReviewValues = {
    reviewedOn: '2025-11-04',
    lifeChanges: 'Moved to Lawrence; a new driver.',
    coverageAdequate: false,
    coverages: [
      { coverage: 'Flood', outcome: 'offered-declined' },
      { coverage: 'Umbrella liability', outcome: 'offered-accepted' },
    ],
    notes: null,
  };
  const recorded: AnnualReview = {
    ...sent,
    id: 9,
    reviewer: 'Sam Ortiz',
    createdAt: '2025-11-04T18:00:00.000Z',
  };
  const { api, requests } = renderReviews({
    [`GET ${path}`]: [{ status: 200, body: [lastYear] }],
    [`POST ${path}`]: [{ status: 201, body: [recorded, lastYear] }],
  });
  await screen.findByText('Last reviewed Mar 2, 2025 by Dana Reyes.');

  fillReview('2025-11-04');
  type('Coverage 1', ' Flood ');
  fireEvent.change(screen.getByRole('combobox', { name: 'Outcome of coverage 1' }), {
    target: { value: 'offered-declined' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add a coverage' }));
  type('Coverage 2', 'Umbrella liability  ');
  fireEvent.change(screen.getByRole('combobox', { name: 'Outcome of coverage 2' }), {
    target: { value: 'offered-accepted' },
  });
  type('Notes', '   ');
  fireEvent.click(screen.getByRole('button', { name: 'Record review' }));

  const saved = await screen.findByText(reviewMessages.saved);
  expect(saved.closest('[role="status"]')).not.toBeNull();
  expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual(sent);

  // The answer is the new list: shown without a second request.
  expect(await screen.findByText('Last reviewed Nov 4, 2025 by Sam Ortiz.')).toBeVisible();
  const list = screen.getByRole('list', { name: 'Past reviews' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list),
  ).toHaveLength(2);
  expect(requests()).toEqual([`GET ${path}`, `POST ${path}`]);

  // The form is blank again: today, no answer, one empty coverage.
  expect(field('Day of the review').value).toBe(agencyToday());
  expect(field('Life changes').value).toBe('');
  expect(
    (screen.getByRole('radio', { name: 'No, there are gaps' }) as HTMLInputElement).checked,
  ).toBe(false);
  expect(field('Coverage 1').value).toBe('');
  expect(screen.queryByLabelText(labelled('Coverage 2'))).toBeNull();
});

it('checks the form before sending: each message by its field', async () => {
  const { requests } = renderReviews({ [`GET ${path}`]: [{ status: 200, body: [] }] });
  await screen.findByText('No review recorded yet.');
  type('Day of the review', addDays(agencyToday(), 2));
  type('Coverage 1', 'Flood');
  fireEvent.click(screen.getByRole('button', { name: 'Record review' }));

  expect(await screen.findByText(reviewMessages.adequacyRequired)).toBeVisible();
  const outcome = screen.getByRole('combobox', { name: 'Outcome of coverage 1' });
  expect(outcome.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(reviewMessages.outcomeRequired)).toBeVisible();
  expect(screen.getByRole('radio', { name: 'Yes, it fits' }).getAttribute('aria-invalid')).toBe(
    'true',
  );
  expect(
    screen
      .getByRole('group', { name: /Does the coverage fit the household/ })
      .getAttribute('aria-describedby'),
  ).toBe(screen.getByText(reviewMessages.adequacyRequired).id);
  // The first wrong field takes the focus.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes, it fits' })),
  );

  // Answered, the future day is what is left.
  fireEvent.click(screen.getByRole('radio', { name: 'Yes, it fits' }));
  fireEvent.change(outcome, { target: { value: 'in-place' } });
  fireEvent.click(screen.getByRole('button', { name: 'Record review' }));
  expect(await screen.findByText(reviewMessages.dateFuture)).toBeVisible();
  expect(field('Day of the review').getAttribute('aria-invalid')).toBe('true');
  expect(requests()).toEqual([`GET ${path}`]);
});

it("shows the server's refusal by the fields it names", async () => {
  renderReviews({
    [`GET ${path}`]: [{ status: 200, body: [] }],
    [`POST ${path}`]: [
      {
        status: 400,
        body: {
          message: 'Please check the review',
          errors: [
            { path: 'coverages.0.outcome', message: reviewMessages.outcomeRequired },
            { path: 'coverages', message: reviewMessages.coveragesRequired },
          ],
        },
      },
    ],
  });
  await screen.findByText('No review recorded yet.');
  fillReview('2025-11-04');
  type('Coverage 1', 'Flood');
  const outcome = screen.getByRole('combobox', { name: 'Outcome of coverage 1' });
  fireEvent.change(outcome, { target: { value: 'in-place' } });
  fireEvent.click(screen.getByRole('button', { name: 'Record review' }));

  const message = await screen.findByText(reviewMessages.outcomeRequired);
  expect(outcome.getAttribute('aria-invalid')).toBe('true');
  expect(outcome.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  await waitFor(() => expect(document.activeElement).toBe(outcome));
  expect(field('Coverage 1').getAttribute('aria-invalid')).toBeNull();

  const listMessage = screen.getByText(reviewMessages.coveragesRequired);
  expect(
    screen
      .getByRole('group', { name: /Coverages discussed/ })
      .getAttribute('aria-describedby')
      ?.split(' '),
  ).toContain(listMessage.id);
  expect(screen.queryByText(reviewMessages.saved)).toBeNull();
  expect(screen.queryByText('Please check the review')).toBeNull();
});

it('adds a coverage row and focuses it; removes a row by its own button', async () => {
  renderReviews({ [`GET ${path}`]: [{ status: 200, body: [] }] });
  await screen.findByText('No review recorded yet.');
  expect(screen.getAllByRole('button', { name: /^Remove coverage/ })).toHaveLength(1);

  type('Coverage 1', 'Flood');
  fireEvent.click(screen.getByRole('button', { name: 'Add a coverage' }));
  const second = field('Coverage 2');
  await waitFor(() => expect(document.activeElement).toBe(second));
  expect(second.value).toBe('');
  expect(second.getAttribute('list')).toBe(field('Coverage 1').getAttribute('list'));
  expect(screen.getAllByRole('button', { name: /^Remove coverage/ })).toHaveLength(2);

  type('Coverage 2', 'Earthquake');
  fireEvent.click(screen.getByRole('button', { name: 'Remove coverage 1' }));
  await waitFor(() => expect(screen.queryByLabelText(labelled('Coverage 2'))).toBeNull());
  // The row that was second is now the first, with what was typed in it.
  expect(field('Coverage 1').value).toBe('Earthquake');
  expect(screen.getAllByRole('button', { name: /^Remove coverage/ })).toHaveLength(1);
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a coverage' })),
  );
});

it('offers the usual coverages to the name field', async () => {
  renderReviews({ [`GET ${path}`]: [{ status: 200, body: [] }] });
  await screen.findByText('No review recorded yet.');
  const listId = field('Coverage 1').getAttribute('list')!;
  const options = [...document.getElementById(listId)!.querySelectorAll('option')].map(
    (option) => option.value,
  );
  expect(options).toContain('Umbrella liability');
  expect(options).toContain('Water backup');
});
