import { fitsQuota } from '@shop/cart';
import './staff-allowance-notice.css';

export interface StaffAllowanceNoticeProps {
  /** What is left of the member's monthly quota, in dollars as the API gives it ('123.45'). */
  quotaValue: string;
  /** The same in cents, compared with the order. */
  quotaValueCents: number;
  /** The order's merchandise after discounts (the cart subtotal), in cents. */
  orderCents: number;
}

/**
 * The staff monthly quota where a member buys (issue 24 §2): what is left this month, and when the
 * order does not fit (libs/cart fitsQuota, the rule the API refuses the order by), that it is over
 * it, as an alert so it is announced.
 */
export function StaffAllowanceNotice({ quotaValue, quotaValueCents, orderCents }: StaffAllowanceNoticeProps) {
  const fits = fitsQuota(orderCents, quotaValueCents);
  return (
    <div className={`ui-staff-allowance${fits ? '' : ' ui-staff-allowance--over'}`}>
      <p className="ui-staff-allowance__left">
        Monthly allowance left: <strong>${quotaValue}</strong>
      </p>
      {fits ? null : (
        <p className="ui-staff-allowance__over" role="alert">
          This order is over your monthly allowance. Remove items to place it.
        </p>
      )}
    </div>
  );
}
