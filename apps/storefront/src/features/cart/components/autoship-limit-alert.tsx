import { autoshipLimitAlert, lineLimitMessage, MAX_AUTOSHIP_LINE_QUANTITY } from '@shop/cart';
import './autoship-limit-alert.css';

export interface AutoshipLimitAlertProps {
  /** The quantity the shopper asks for on an autoship line (card or cart). */
  requestedQuantity: number;
  className?: string;
}

/**
 * SPEC §4's autoship limit alert: on when the requested autoship quantity is 5 or more (libs/cart
 * autoshipLimitAlert), otherwise nothing. An alert role, so it is announced as it appears.
 */
export function AutoshipLimitAlert({ requestedQuantity, className }: AutoshipLimitAlertProps) {
  if (!autoshipLimitAlert(requestedQuantity)) return null;
  return (
    <p className={['autoship-limit-alert', className].filter(Boolean).join(' ')} role="alert">
      {lineLimitMessage(MAX_AUTOSHIP_LINE_QUANTITY, true)} For more, add a one-time purchase.
    </p>
  );
}
