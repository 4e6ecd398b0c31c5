import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import { Input } from '~/components/ui/input';

/**
 * A password input with a show/hide toggle, for every password field of the account pages. The
 * toggle is a pressed/unpressed button beside the field; `toggleLabel` tells two toggles on one
 * page apart ("Show new password").
 */
export function PasswordInput({
  toggleLabel = 'Show password',
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { toggleLabel?: string }) {
  const [shown, setShown] = React.useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        aria-pressed={shown}
        aria-label={toggleLabel}
        onClick={() => setShown((value) => !value)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
