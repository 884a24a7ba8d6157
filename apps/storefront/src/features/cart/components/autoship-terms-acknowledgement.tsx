import { AUTOSHIP_SAVING_PERCENT } from '@shop/catalog';
import { Button, CheckboxField, Dialog } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { writeFtcAcknowledged } from '../../../lib/browser/ftc-acknowledgement';
import { useSite } from '../../../lib/site/site-context';
import './autoship-terms-acknowledgement.css';

export interface AutoshipTermsAcknowledgementProps {
  /** The shopper agreed; isFTCAcknowledged is already stored. Go on to checkout. */
  onAcknowledged: () => void;
  /** The shopper closed the dialog without agreeing; the cart stays as it is. */
  onCancel: () => void;
}

/**
 * The autoship terms a shopper acknowledges before checking out a cart with autoship lines (issue 13,
 * SPEC §3 isFTCAcknowledged): it renews automatically until cancelled, each delivery is charged when
 * it ships, and how to cancel (the account's autoship page, before the next order date). Continuing
 * needs the box ticked; the acknowledgement is then kept in local storage, so a shopper sent to sign
 * in first goes on to checkout afterwards (SPEC §2).
 */
export function AutoshipTermsAcknowledgement({
  onAcknowledged,
  onCancel,
}: AutoshipTermsAcknowledgementProps) {
  const { staff } = useSite();
  const [agreed, setAgreed] = useState(false);
  const autoshipPage = staff ? 'My Autoships' : 'My Subscriptions';

  const acknowledge = () => {
    writeFtcAcknowledged(true);
    onAcknowledged();
  };

  return (
    <Dialog
      title="Before you start your autoship"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={acknowledge} disabled={!agreed}>
            Continue to Checkout
          </Button>
        </>
      }
    >
      <ul className="autoship-terms__list">
        <li>
          Your autoship <strong>renews automatically until you cancel it</strong>: we send the items in your
          cart again at the frequency you chose, with your {AUTOSHIP_SAVING_PERCENT}% autoship saving.
        </li>
        <li>Each delivery is charged to your payment method when it ships, at the price on that day.</li>
        <li>
          You can skip, change or cancel at any time from{' '}
          <Link to="/account/autoships" onClick={onCancel}>
            {autoshipPage}
          </Link>{' '}
          in your account, before the next order date.
        </li>
      </ul>
      <CheckboxField
        label="I understand my autoship renews until I cancel it."
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
    </Dialog>
  );
}
