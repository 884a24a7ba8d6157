import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '../features/auth/components/register-form';
import { PageHead } from '../lib/page-head/page-head';
import { authPageLoader } from './account-route-loaders';
import { useCompleteSignIn } from './complete-sign-in';
import './auth-pages.css';

export function registerLoader(queryClient: QueryClient) {
  return authPageLoader(queryClient);
}

/** SPEC §2 consumer register description. */
export const REGISTER_DESCRIPTION =
  'Create your account to save addresses, follow your orders and get food suggestions for your pets.';

/** '/shelter/register' (SPEC §2, title 'Create Account'): a new consumer account, signed in at once. */
export function RegisterRoute() {
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const query = params.toString();
  return (
    <div className="page auth-page">
      <PageHead title="Create Account" description={REGISTER_DESCRIPTION} />
      <h1 className="page__title">Create Account</h1>
      <RegisterForm
        onSignedIn={(customer) => completeSignIn(customer, { redirectParam: params.get('redirect') })}
        loginHref={`/shelter/login${query ? `?${query}` : ''}`}
      />
    </div>
  );
}
