import { LogIn } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import { loginHref } from '~/lib/session';

/**
 * A signed-in page opened signed out: "Please log in" and the button that logs in and comes back
 * to `returnTo`.
 */
export function LogInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-ink">Please log in</h1>
      <a href={loginHref(returnTo)} className={`${buttonVariants({ size: 'lg' })} mt-6`}>
        <LogIn aria-hidden="true" className="size-5" />
        Log In
      </a>
    </section>
  );
}
