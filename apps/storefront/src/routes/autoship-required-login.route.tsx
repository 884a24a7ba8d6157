import { decodeRedirect, encodeRedirect } from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import { replace, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AutoshipLoginRequired } from '../features/cart/components/autoship-login-required';
import { StandalonePage } from '../features/content/components/standalone-page';
import { PageHead } from '../lib/page-head/page-head';
import { loadSession } from '../lib/session/session-queries';
import { useSite } from '../lib/site/site-context';

/**
 * Where the shopper goes back to once signed in when the page was opened without a way back: the
 * cart, whose Proceed to Checkout then goes on (with isFTCAcknowledged, straight to the checkout).
 */
export const AUTOSHIP_LOGIN_DEFAULT_RETURN = '/cart';

/** The way back to checkout the page was given (`redirect`, base64 like the login page's), checked. */
function returnPath(redirectParam: string | null): string {
  return decodeRedirect(redirectParam) ?? AUTOSHIP_LOGIN_DEFAULT_RETURN;
}

/** A shopper who is already signed in has nothing to do here: straight on to the way back. */
export function autoshipRequiredLoginLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const customer = await loadSession(queryClient);
    if (customer) throw replace(returnPath(new URL(request.url).searchParams.get('redirect')));
    return null;
  };
}

/**
 * '/shelter/autoship-required-login' (SPEC §2, no layout; SPEC names no title): a guest whose cart
 * starts a subscription is sent here before checkout (SPEC §4, libs/cart requiresAutoshipLogin).
 * Log In and Create Account carry the way back as the login page's `redirect` (libs/identity), so
 * signing in returns to checkout. Staff never see it: the staff site's sign-in rules send a visitor
 * to the single sign-on before any such page, and the loader sends a signed-in member on.
 */
export function AutoshipRequiredLoginRoute() {
  const { title } = useSite();
  const [params] = useSearchParams();
  const redirect = encodeURIComponent(encodeRedirect(returnPath(params.get('redirect'))));

  return (
    <StandalonePage siteTitle={title}>
      <PageHead
        title="Autoship Requires an Account"
        description="Log in or create an account to start an autoship and manage its deliveries."
      />
      <AutoshipLoginRequired
        loginHref={`/shelter/login?redirect=${redirect}`}
        registerHref={`/shelter/register?redirect=${redirect}`}
      />
    </StandalonePage>
  );
}
