import { useLocation, useSearchParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginLinkState } from '../features/auth/components/account-menu';
import { LoginForm } from '../features/auth/components/login-form';
import { PageHead } from '../lib/page-head/page-head';
import { authPageLoader } from './account-route-loaders';
import { useCompleteSignIn } from './complete-sign-in';
import './auth-pages.css';

export function loginLoader(queryClient: QueryClient) {
  return authPageLoader(queryClient);
}

/** SPEC §2 consumer login description. */
export const LOGIN_DESCRIPTION =
  'Log in to your account to reorder, manage your subscriptions, addresses and pets, and check out faster.';

/**
 * '/shelter/login' (SPEC §2, title 'Log In'): the consumer sign-in. A signed-in customer never sees
 * it (the loader sends them back). After signing in the shopper returns to the page that led here:
 * where they clicked Log In, or the account page in `redirect`.
 */
export function LoginRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const from = (location.state as Partial<LoginLinkState> | null)?.from ?? null;
  const query = location.search;

  return (
    <div className="page auth-page">
      <PageHead title="Log In" description={LOGIN_DESCRIPTION} />
      <h1 className="page__title">Log In</h1>
      <LoginForm
        onSignedIn={(customer) =>
          completeSignIn(customer, { previousPath: from, redirectParam: params.get('redirect') })
        }
        registerHref={`/shelter/register${query}`}
        forgotPasswordHref="/shelter/forgot-password"
      />
    </div>
  );
}
