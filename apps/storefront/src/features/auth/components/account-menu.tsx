import { useLocation, Link } from 'react-router';
import { CONSUMER_LOGIN_PATH } from '@shop/identity';
import { useSession } from '../../../lib/session/use-session';
import { useLogout } from '../hooks/use-logout';
import './account-menu.css';

/** Where the Log In link came from, so signing in returns there (SPEC §2 post-login target). */
export interface LoginLinkState {
  from: string;
}

/**
 * The header's account links on the consumer site: 'Log In' for a guest (remembering the page it
 * was clicked on), 'My Account' and 'Log Out' for a signed-in customer. Plain links and a button,
 * so keyboard and screen-reader users reach them like any other; nothing shows while the session is
 * still being checked, so the header never flashes the wrong state.
 */
export function AccountMenu() {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  const logout = useLogout();

  if (status === 'loading') return <div className="account-menu" aria-hidden="true" />;
  if (status === 'signedOut') {
    const state: LoginLinkState = { from: `${pathname}${search}${hash}` };
    return (
      <nav className="account-menu" aria-label="Account">
        <Link to={CONSUMER_LOGIN_PATH} state={state} className="account-menu__link">
          Log In
        </Link>
      </nav>
    );
  }
  return (
    <nav className="account-menu" aria-label="Account">
      <Link to="/account/dashboard" className="account-menu__link">
        My Account
      </Link>
      <button
        type="button"
        className="account-menu__link account-menu__button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        {logout.isPending ? 'Logging out…' : 'Log Out'}
      </button>
    </nav>
  );
}
