import { inactivityTimeoutMs, postLogoutTarget } from '@shop/identity';
import { AlertDialog, Button } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { httpStatusOf } from '../../../lib/api/api-error';
import { browserLocation } from '../../../lib/browser/browser-location';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { useSession } from '../../../lib/session/use-session';
import { useSite } from '../../../lib/site/site-context';
import { refreshSession } from '../api/auth-calls';
import { useInactivityTimer } from '../hooks/use-inactivity-timer';
import { signOut, signOutStaff } from '../model/session-lifecycle';

declare global {
  interface Window {
    /**
     * Browser tests only: a shorter inactivity timeout in seconds, set before the app loads. It can
     * only shorten the configured one (libs/identity inactivityTimeoutMs).
     */
    __shopInactivitySecondsOverride?: number;
  }
}

type Phase = 'watching' | 'alert' | 'busy';

/**
 * SPEC §4 inactivity alert for a signed-in shopper or staff member (both sites): after `tokenInactivityTime` seconds (GET
 * /api/site, the server's TOKEN_INACTIVITY_SECONDS) without mouse or keyboard activity, an alert dialog offers to continue
 * or end the session. Continue refreshes the session token (forced) and watches again; a failed
 * refresh is logged and watching starts again too (SPEC §8). End session marks the session ended
 * for inactivity, logs out and leaves an account page for home; on the staff site it logs out as
 * the header's Log Out does, ending the identity provider's session too. Activity listeners are off while
 * the alert is open and after the session ended.
 */
export function InactivityGuard({ timeoutMs }: { timeoutMs?: number }) {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const { tokenInactivityTime, staff } = useSite();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>('watching');

  const timeout =
    timeoutMs ?? inactivityTimeoutMs(tokenInactivityTime, window.__shopInactivitySecondsOverride);
  useInactivityTimer({
    enabled: signedIn && phase === 'watching',
    timeoutMs: timeout,
    onTimeout: () => setPhase('alert'),
  });

  const onContinue = async () => {
    setPhase('busy');
    try {
      await refreshSession();
    } catch (error) {
      console.error('Token refresh failed', error);
      // A session the server already ended: let the header and pages see it.
      if (httpStatusOf(error) === 401) void queryClient.invalidateQueries(sessionQueryOptions());
    }
    setPhase('watching');
  };

  const onEndSession = async () => {
    setPhase('busy');
    if (staff) {
      // The header's Log Out: the provider's session ends too. Busy until the browser has left.
      browserLocation.assign(await signOutStaff(queryClient, { inactive: true }));
      return;
    }
    const from = `${location.pathname}${location.search}${location.hash}`;
    await signOut(queryClient, { inactive: true });
    setPhase('watching');
    const target = postLogoutTarget(from);
    if (target !== from) navigate(target, { replace: true });
  };

  if (!signedIn || phase === 'watching') return null;
  return (
    <AlertDialog
      title="Are you still there?"
      actions={
        <>
          <Button onClick={() => void onContinue()} disabled={phase === 'busy'}>
            Continue
          </Button>
          <Button variant="secondary" onClick={() => void onEndSession()} disabled={phase === 'busy'}>
            End session
          </Button>
        </>
      }
    >
      <p>You have been inactive for a while. For your security, continue your session or end it now.</p>
    </AlertDialog>
  );
}
