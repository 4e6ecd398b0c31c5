import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { pageMeta } from '~/lib/page-meta';

export function meta() {
  return [
    ...pageMeta(
      `Page Not Found | ${agency.name}`,
      'The page you are looking for does not exist.',
      null,
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">
        The page you're looking for doesn't exist or has moved. Try the home page, or call us at{' '}
        {agency.phone}.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          Go to the home page
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
