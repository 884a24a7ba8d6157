import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { PageHead } from '../lib/page-head/page-head';
import './auth-pages.css';

/**
 * '/shelter/reset-password?token=' (SPEC §2): a new password from the link in the reset mail. Open
 * to a signed-in customer too (it is not one of the pages that bounce them).
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <div className="page auth-page">
      <PageHead title="Reset Password" />
      <h1 className="page__title">Choose a new password</h1>
      <ResetPasswordForm token={params.get('token')} />
    </div>
  );
}
