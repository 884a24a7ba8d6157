import { Link } from 'react-router';
import './autoship-login-required.css';

export interface AutoshipLoginRequiredProps {
  /** The sign-in page, bringing the shopper back to checkout. */
  loginHref: string;
  /** 'Create Account', carrying the same way back. */
  registerHref: string;
  /** Back to the cart without signing in. */
  cartHref?: string;
}

/**
 * Why a guest starting an autoship is asked to sign in first (SPEC §4): a subscription belongs to an
 * account, where its deliveries are managed and it can be cancelled. Offers Log In and Create
 * Account, both returning to checkout, and the way back to the cart.
 */
export function AutoshipLoginRequired({
  loginHref,
  registerHref,
  cartHref = '/cart',
}: AutoshipLoginRequiredProps) {
  return (
    <>
      <h1 className="page__title">Autoship needs an account</h1>
      <p className="page__lead">
        Your cart starts an autoship, a delivery that repeats on the schedule you chose. Please log in or
        create an account to continue to checkout.
      </p>
      <p>
        With an account you can see every upcoming delivery, and skip, change or cancel your autoship at any
        time from your account.
      </p>
      <div className="autoship-login-required__actions">
        <Link className="ui-button ui-button--primary" to={loginHref}>
          Log In
        </Link>
        <Link className="ui-button ui-button--secondary" to={registerHref}>
          Create Account
        </Link>
      </div>
      <p>
        <Link to={cartHref}>Back to your cart</Link>
      </p>
    </>
  );
}
