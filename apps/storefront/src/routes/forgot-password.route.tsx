import type { QueryClient } from '@tanstack/react-query';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { PageHead } from '../lib/page-head/page-head';
import { authPageLoader } from './account-route-loaders';
import './auth-pages.css';

export function forgotPasswordLoader(queryClient: QueryClient) {
  return authPageLoader(queryClient);
}

/** '/shelter/forgot-password' (SPEC §2): asks for a password-reset link by email. */
export function ForgotPasswordRoute() {
  return (
    <div className="page auth-page">
      <PageHead title="Forgot Password" />
      <h1 className="page__title">Forgot your password?</h1>
      <ForgotPasswordForm />
    </div>
  );
}
