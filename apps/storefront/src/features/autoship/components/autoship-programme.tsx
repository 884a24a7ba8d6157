import {
  AUTOSHIP_FIRST_ORDER_CODE,
  FIRST_SUBSCRIPTION_DISCOUNT_PERCENT,
  MAX_AUTOSHIP_LINE_QUANTITY,
} from '@shop/cart';
import { AUTOSHIP_SAVING_PERCENT } from '@shop/catalog';
import { Link } from 'react-router';
import './autoship.css';

export interface AutoshipProgrammeProps {
  /** Where the shopper manages their autoships: the page itself, or sign-in on the way there. */
  manageHref: string;
  manageLabel: string;
}

/**
 * What Autoship is (SPEC §2 /autoship, §9): the 5% saving, AUTO35 on the first autoship order,
 * skipping or cancelling any time, and how renewals happen. The numbers come from the libs that
 * price the cart, so the page never promises what checkout does not give.
 */
export function AutoshipProgramme({ manageHref, manageLabel }: AutoshipProgrammeProps) {
  return (
    <div className="autoship-programme">
      <p className="autoship-programme__lead">
        Never run out of food: choose Autoship on a product and we send it again on the schedule you pick.
      </p>
      <ul className="autoship-programme__points">
        <li>
          <h2>Save {AUTOSHIP_SAVING_PERCENT}% on every order</h2>
          <p>Every Autoship delivery costs {AUTOSHIP_SAVING_PERCENT}% less than buying once.</p>
        </li>
        <li>
          <h2>
            {FIRST_SUBSCRIPTION_DISCOUNT_PERCENT}% off your first Autoship order with{' '}
            {AUTOSHIP_FIRST_ORDER_CODE}
          </h2>
          <p>
            Signed in with no autoship yet? {AUTOSHIP_FIRST_ORDER_CODE} is applied at checkout by itself and
            takes {FIRST_SUBSCRIPTION_DISCOUNT_PERCENT}% off the Autoship items of that order.
          </p>
        </li>
        <li>
          <h2>Skip, change or cancel any time</h2>
          <p>
            Change how often it comes, the next date, the quantity (up to {MAX_AUTOSHIP_LINE_QUANTITY} per
            delivery) or the address; skip an order, order now, pause or cancel. No fees, no calls.
          </p>
        </li>
        <li>
          <h2>How renewals work</h2>
          <p>
            On each next order date we place the order for you at that day&apos;s Autoship price, pay with the
            card you saved and email you the confirmation. If an item is out of stock or the payment fails we
            try again and let you know.
          </p>
        </li>
      </ul>
      <p className="autoship-programme__links">
        <Link to={manageHref}>{manageLabel}</Link> · <Link to="/products">Shop All Pet Food</Link>
      </p>
    </div>
  );
}
