import { href, Link } from 'react-router';
import { agency } from '~/lib/agency';

export function Logo() {
  return (
    <Link
      to={href('/')}
      className="flex shrink-0 items-center gap-2 rounded-md text-lg leading-tight font-bold text-brand-900"
    >
      <img src="/favicon.svg" alt="" width={36} height={36} />
      {/* Two lines where the full desktop menu has to share the row with it. */}
      <span className="block xl:max-w-[11rem] 2xl:max-w-none">{agency.name}</span>
    </Link>
  );
}
