import { describe, expect, it } from 'vitest';
import { isSafeHref, renderMarkdown } from './markdown.server';

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown('## Heading\n\nSome **bold** text.\n\n- one\n- two');
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('escapes a <script> block instead of emitting it', () => {
    const html = renderMarkdown('Hello\n\n<script>alert("x")</script>\n\nBye');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('escapes inline HTML such as event-handler attributes', () => {
    const html = renderMarkdown('Click <img src=x onerror="alert(1)"> here');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('drops javascript: links but keeps their text', () => {
    const html = renderMarkdown('[click me](javascript:alert(1)) and [x](JaVaScRiPt:alert(2))');
    expect(html).not.toContain('href');
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('click me');
  });

  it('keeps relative, https, mailto and tel links', () => {
    const html = renderMarkdown(
      '[a](/contact) [b](https://example.com/x?y=1&z=2) [c](mailto:a@b.example) [d](tel:+19135550142) [e](#top)',
    );
    expect(html).toContain('<a href="/contact">a</a>');
    expect(html).toContain('<a href="https://example.com/x?y=1&amp;z=2">b</a>');
    expect(html).toContain('<a href="mailto:a@b.example">c</a>');
    expect(html).toContain('<a href="tel:+19135550142">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
  });

  it('drops data:, http: and protocol-relative links and images', () => {
    const html = renderMarkdown(
      '[a](data:text/html,hi) [b](http://example.com) [c](//evil.example) ![pic](javascript:x)',
    );
    expect(html).not.toContain('href');
    expect(html).not.toContain('<img');
  });
});

describe('isSafeHref', () => {
  it('refuses schemes hidden by whitespace or control characters', () => {
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref(' javascript:alert(1)')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
    expect(isSafeHref('')).toBe(false);
  });

  it('accepts the allowed kinds', () => {
    expect(isSafeHref('/blog/2')).toBe(true);
    expect(isSafeHref('privacy-policy')).toBe(true);
    expect(isSafeHref('HTTPS://example.com')).toBe(true);
  });
});
