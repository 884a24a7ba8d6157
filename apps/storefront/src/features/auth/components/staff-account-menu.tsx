import { ssoLoginHref, STAFF_REGISTRATION_PATH } from '@shop/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { browserLocation } from '../../../lib/browser/browser-location';
import { useSession } from '../../../lib/session/use-session';
import { useSite } from '../../../lib/site/site-context';
import { signOutStaff } from '../model/session-lifecycle';
import './account-menu.css';

/**
 * The header's account entries on the staff site (SPEC §2, §7): 'Log In' goes to the single sign-on,
 * which brings the member back to this page; 'Log Out' ends the shop session, then the identity
 * provider's (its end-session address, which comes back home). Both leave the app, so Log In is a
 * plain link, not a router link. A registered member also gets 'My Account'; one who has not
 * joined a clinic yet gets 'Join Your Clinic' instead (the account pages need registration, SPEC
 * §6). Nothing shows while the session is being checked.
 */
export function StaffAccountMenu() {
  const { status, customer } = useSession();
  const { ssoLoginPath } = useSite();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => signOutStaff(queryClient),
    onSuccess: (next) => browserLocation.assign(next),
  });

  if (status === 'loading' || !ssoLoginPath) return <div className="account-menu" aria-hidden="true" />;
  if (status === 'signedOut') {
    return (
      <nav className="account-menu" aria-label="Account">
        <a href={ssoLoginHref(ssoLoginPath, `${pathname}${search}`)} className="account-menu__link">
          Log In
        </a>
      </nav>
    );
  }
  // Pending until the browser has left for the provider: the button stays busy, never clickable twice.
  const leaving = logout.isPending || logout.isSuccess;
  return (
    <nav className="account-menu" aria-label="Account">
      {customer?.staff?.isRegistered ? (
        <Link to="/account/dashboard" className="account-menu__link">
          My Account
        </Link>
      ) : (
        <Link to={STAFF_REGISTRATION_PATH} className="account-menu__link">
          Join Your Clinic
        </Link>
      )}
      <button
        type="button"
        className="account-menu__link account-menu__button"
        onClick={() => logout.mutate()}
        disabled={leaving}
      >
        {leaving ? 'Logging out…' : 'Log Out'}
      </button>
    </nav>
  );
}
