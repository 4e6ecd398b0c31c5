import { Marked, type Tokens } from 'marked';

// Build-time only (route loaders of the blog and legal pages): marked never reaches the browser.

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/**
 * The link targets content may use: relative paths and fragments, https:, mailto: and tel:.
 * Anything else (javascript:, data:, http:, protocol-relative //host) is refused.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === '') return false;
  // Browsers ignore tabs and newlines inside schemes ("java\nscript:"), so judge the squeezed form.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (squeezed.startsWith('//') || squeezed.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  if (!scheme) return true;
  return ['https', 'mailto', 'tel'].includes(scheme[1]!);
}

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in Markdown is shown as text, never interpreted.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!isSafeHref(href)) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeHref(href)) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

/** Markdown to HTML that is safe to insert with dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
