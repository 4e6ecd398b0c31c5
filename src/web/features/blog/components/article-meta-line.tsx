import { Calendar, Clock } from 'lucide-react';

/** Date and read time, as shown on cards and the article header. */
export function ArticleMetaLine({ date, readTime }: { date: string; readTime: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1">
        <Calendar aria-hidden="true" className="size-4" />
        {date}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {readTime}
      </span>
    </p>
  );
}
