import { Link } from 'react-router';
import { agency } from '~/lib/agency';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-lg leading-tight font-bold text-brand-900"
    >
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span>{agency.name}</span>
    </Link>
  );
}
