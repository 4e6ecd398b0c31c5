import { PageLink } from '~/lib/page-context';
import type { AssistantSource } from '#shared/assistant';
import { answerParts, sameSitePath } from '../lib/answer-links';

const linkClass =
  'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * An answer's text with its links to this site's pages as links, and the pages it came from
 * that the text does not link already. Text only: nothing from the server becomes HTML.
 */
export function AnswerText({ text, sources = [] }: { text: string; sources?: AssistantSource[] }) {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  const linked = new Set(
    paragraphs.flatMap((p) =>
      answerParts(p, origin).flatMap((part) => (part.kind === 'link' ? [part.to] : [])),
    ),
  );
  const more = sources.flatMap((s) => {
    const to = sameSitePath(s.href, origin);
    return to && !linked.has(to) ? [{ title: s.title, to }] : [];
  });
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="break-words whitespace-pre-line [&+p]:mt-2">
          {answerParts(paragraph, origin).map((part, j) =>
            part.kind === 'link' ? (
              <PageLink key={j} to={part.to} className={linkClass}>
                {part.text}
              </PageLink>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
      {more.length > 0 && (
        <p className="mt-2">
          Pages:{' '}
          {more.map((s, i) => (
            <span key={s.to}>
              {i > 0 && ', '}
              <PageLink to={s.to} className={linkClass}>
                {s.title}
              </PageLink>
            </span>
          ))}
        </p>
      )}
    </>
  );
}
