// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { signedInHintCookie } from '#shared/session-hint';
import { hasSignedInHint, installSignedInLinks } from './signed-in-links';

// A created document shares the window's cookies: each test says whether the hint is there.
// Cleared with a date long past: the test DOM still lists a cookie given max-age=0 within the
// same millisecond.
const gone = new Date(0).toUTCString();
afterEach(() => {
  document.cookie = `${signedInHintCookie}=; path=/; expires=${gone}`;
});

/** The footer's Support column as prerendered, and a link that has no other address. */
function footer() {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <footer><ul>
      <li><a href="/claims">File a Claim</a></li>
      <li><a href="/contact#payment" data-signed-in-href="/client-portal?tab=policies#how-to-pay">Make a Payment</a></li>
    </ul></footer>`;
  const link = (name: string) =>
    [...doc.querySelectorAll('a')].find((a) => a.textContent === name)!.getAttribute('href');
  return { doc, link };
}

describe('installSignedInLinks', () => {
  it("leads someone signed in to the link's other address, and only that link", () => {
    document.cookie = 'other=1; path=/';
    document.cookie = `${signedInHintCookie}=1; path=/`;
    const { doc, link } = footer();
    installSignedInLinks(doc);
    expect(link('Make a Payment')).toBe('/client-portal?tab=policies#how-to-pay');
    expect(link('File a Claim')).toBe('/claims');
  });

  it("keeps the visitors' address without the hint cookie", () => {
    const { doc, link } = footer();
    installSignedInLinks(doc);
    expect(link('Make a Payment')).toBe('/contact#payment');
  });
});

describe('hasSignedInHint', () => {
  it('reads the hint by its name, not a cookie that merely ends with it', () => {
    document.cookie = `not_${signedInHintCookie}=1; path=/`;
    expect(hasSignedInHint(document)).toBe(false);
    document.cookie = `${signedInHintCookie}=1; path=/`;
    expect(hasSignedInHint(document)).toBe(true);
    document.cookie = `not_${signedInHintCookie}=; path=/; expires=${gone}`;
  });
});
