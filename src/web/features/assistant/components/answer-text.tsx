import { helpWindowIds } from '~/lib/help-windows';
import { PageLink } from '~/lib/page-context';
import { CALLBACK_HREF, type AssistantSource } from '#shared/assistant';
import { answerParts, sameSitePath, type AnswerPart } from '../lib/answer-links';

const linkClass =
  'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';

function Part({ part }: { part: AnswerPart }) {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'phone':
      return (
        <a href={part.href} className={`${linkClass} whitespace-nowrap`}>
          {part.text}
        </a>
      );
    case 'link':
      // The callback request opens the help control's form in place of this window.
      return part.to === CALLBACK_HREF ? (
        <button
          type="button"
          data-launcher-open={helpWindowIds.callback}
          aria-haspopup="dialog"
          className={linkClass}
        >
          {part.text}
        </button>
      ) : (
        <PageLink to={part.to} className={linkClass}>
          {part.text}
        </PageLink>
      );
  }
}

/**
 * An answer's text with its links to this site's pages as links, its phone numbers as `tel:`
 * links, and the pages it came from that the text does not link already. Text only: nothing from
 * the server becomes HTML.
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
          {answerParts(paragraph, origin).map((part, j) => (
            <Part key={j} part={part} />
          ))}
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
