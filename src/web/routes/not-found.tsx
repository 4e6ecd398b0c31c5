import { href } from 'react-router';
import { MessagePage, messagePageMeta } from '~/components/layout/message-page';
import { agency } from '~/lib/agency';

export function meta() {
  return messagePageMeta('Page Not Found', 'The page you are looking for does not exist.');
}

export default function NotFound() {
  return (
    <MessagePage
      mark={<p className="text-6xl font-bold text-brand-700">404</p>}
      title="404 Page Not Found"
      links={[
        { to: href('/'), label: 'Go to the home page' },
        { to: href('/contact'), label: 'Contact us' },
      ]}
    >
      <p className="mt-4 text-slate-700">
        The page you're looking for doesn't exist or has moved. Try the home page, or call us at{' '}
        {agency.phone}.
      </p>
    </MessagePage>
  );
}
