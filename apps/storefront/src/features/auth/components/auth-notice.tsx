import { FormAlert, type FormAlertProps } from '@shop/ui';
import { Link } from 'react-router';
import '../../../lib/forms/form-layout.css';
import './auth-form.css';

export interface AuthNoticeProps {
  tone?: FormAlertProps['tone'];
  message: string;
  /** Where the shopper goes next ('Go to log in'). */
  linkTo: string;
  linkText: string;
}

/** What an auth page shows instead of its form once it is done (or cannot start): one message, one way on. */
export function AuthNotice({ tone, message, linkTo, linkText }: AuthNoticeProps) {
  return (
    <div className="form-stack auth-form">
      <FormAlert tone={tone}>{message}</FormAlert>
      <p>
        <Link to={linkTo}>{linkText}</Link>
      </p>
    </div>
  );
}
