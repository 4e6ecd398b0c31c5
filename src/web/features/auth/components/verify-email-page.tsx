import '~/lib/zod-jitless';
import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { userMessage } from '~/lib/api';
import { useVerifyEmail } from '../api/accounts';
import { useFragmentToken } from '../lib/fragment-token';
import { isRejectedLink } from '../lib/server-errors';
import { AccountPage, FormAlert, textLinkClasses } from './account-layout';
import { LinkPending, LinkProblem } from './link-problem';

/**
 * /verify-email#token=…: confirms the address of a new account with the e-mailed token (used
 * once), which signs the client in; then the portal.
 */
export function VerifyEmailPage() {
  const token = useFragmentToken();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const confirm = React.useCallback(
    (value: string) =>
      mutate(
        { token: value },
        { onSuccess: () => void navigate('/client-portal', { replace: true }) },
      ),
    [mutate, navigate],
  );
  // The token is single-use: one request per token, even if effects run twice.
  const sent = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm(token);
  }, [token, confirm]);

  let body: React.ReactNode;
  if (token === null || isRejectedLink(verify.error)) {
    body = (
      <LinkProblem>
        <p>
          Please{' '}
          <Link to="/register" className={textLinkClasses}>
            register again
          </Link>{' '}
          to get a new link. If you confirmed already,{' '}
          <Link to="/login" className={textLinkClasses}>
            log in
          </Link>
          .
        </p>
      </LinkProblem>
    );
  } else if (verify.isError && token) {
    // Not the link's fault (the network, the server): the token may still be good.
    body = (
      <div className="space-y-4">
        <FormAlert
          message={userMessage(verify.error, 'We could not confirm your address just now.')}
        />
        <Button onClick={() => confirm(token)}>Try again</Button>
      </div>
    );
  } else {
    body = (
      <LinkPending
        text={verify.isSuccess ? 'Opening your portal...' : 'Confirming your e-mail address...'}
      />
    );
  }

  return (
    <AccountPage
      heading="Confirm Your E-mail Address"
      text="One step before you see your policies, claims and documents."
    >
      {body}
    </AccountPage>
  );
}
