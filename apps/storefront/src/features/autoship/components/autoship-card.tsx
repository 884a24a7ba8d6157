import type { AddressDto, SubscriptionAction, SubscriptionDto } from '@shop/api-client';
import { Button, FormAlert } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AutoshipChange } from '../api/autoship-queries';
import { useAutoshipChange } from '../hooks/use-autoship-change';
import { autoshipChangeResult } from '../model/autoship-change-result';
import {
  autoshipProductName,
  autoshipStatusLabel,
  autoshipWeightLabel,
  cancelReasonLabel,
  formatAutoshipDate,
  frequencyLabel,
} from '../model/autoship-formatting';
import { AutoshipActionDialog, type DialogAction } from './autoship-action-dialog';

/** Each action's button, in the order the card shows them. */
const ACTION_BUTTONS: ReadonlyArray<[SubscriptionAction, string]> = [
  ['skipNextOrder', 'Skip next order'],
  ['orderNow', 'Order now'],
  ['changeNextOrderDate', 'Change next order date'],
  ['changeFrequency', 'Change frequency'],
  ['changeQuantity', 'Change quantity'],
  ['changeShipTo', 'Change shipping address'],
  ['pause', 'Pause'],
  ['resume', 'Resume'],
  ['cancel', 'Cancel autoship'],
  ['reactivate', 'Reactivate'],
];

/** Changes that take nothing away run without a confirmation. */
const IMMEDIATE: ReadonlySet<SubscriptionAction> = new Set(['resume', 'reactivate']);

export interface AutoshipCardProps {
  subscription: SubscriptionDto;
  customer: { id: string; firstName: string; lastName: string; addresses: AddressDto[] };
  onGone: (message: string) => void;
}

/**
 * One subscription (SPEC §3: product image, title, size and weight, quantity, frequency, next date,
 * status) with a button for each self-service call its answer allows: the API's `actions`, never
 * re-decided here. The result of a change shows on the card as soon as the API answers.
 */
export function AutoshipCard({ subscription, customer, onGone }: AutoshipCardProps) {
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useAutoshipChange(customer.id, subscription.contractId, {
    onSaved: (saved, sent) => {
      setOpen(null);
      setNotice(autoshipChangeResult(sent, saved));
    },
    onGone: (message) => {
      setOpen(null);
      onGone(message);
    },
  });

  const name = autoshipProductName(subscription);
  const headingId = `autoship-${subscription.contractId}`;
  const weight = autoshipWeightLabel(subscription);
  const allowed = new Set(subscription.actions);

  function start(action: SubscriptionAction) {
    setNotice(null);
    change.clearError();
    if (IMMEDIATE.has(action)) change.send({ type: action } as AutoshipChange);
    else setOpen(action as DialogAction);
  }

  return (
    <article className="autoship-card" aria-labelledby={headingId}>
      {subscription.imageUrl ? (
        <img className="autoship-card__image" src={subscription.imageUrl} alt="" width={96} height={96} />
      ) : null}
      <div className="autoship-card__body">
        <h2 id={headingId} className="autoship-card__title">
          {subscription.productHandle ? (
            <Link to={`/products/${subscription.productHandle}`}>{name}</Link>
          ) : (
            name
          )}
        </h2>
        <dl className="autoship-facts">
          {subscription.size ? (
            <div>
              <dt>Size</dt>
              <dd>{subscription.size}</dd>
            </div>
          ) : null}
          {weight ? (
            <div>
              <dt>Weight</dt>
              <dd>{weight}</dd>
            </div>
          ) : null}
          <div>
            <dt>Quantity</dt>
            <dd>{subscription.quantity}</dd>
          </div>
          <div>
            <dt>Frequency</dt>
            <dd>{frequencyLabel(subscription.frequencyDays)}</dd>
          </div>
          <div>
            <dt>Next order</dt>
            <dd>
              {subscription.status === 'cancelled'
                ? '—'
                : subscription.orderDue
                  ? 'Being placed now'
                  : formatAutoshipDate(subscription.nextOrderDateString)}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{autoshipStatusLabel(subscription.status)}</dd>
          </div>
          {subscription.cancelReason ? (
            <div>
              <dt>Reason</dt>
              <dd>{cancelReasonLabel(subscription.cancelReason)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Ships to</dt>
            <dd>
              {subscription.shipTo.address1}, {subscription.shipTo.city}, {subscription.shipTo.provinceCode}{' '}
              {subscription.shipTo.zip}
            </dd>
          </div>
        </dl>
        <div className="autoship-card__actions" role="group" aria-label={`Manage ${name}`}>
          {ACTION_BUTTONS.filter(([action]) => allowed.has(action)).map(([action, label]) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'ghost' : 'secondary'}
              disabled={change.pending}
              onClick={() => start(action)}
            >
              {label}
            </Button>
          ))}
        </div>
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        {!open && change.error ? <FormAlert>{change.error}</FormAlert> : null}
      </div>
      {open ? (
        <AutoshipActionDialog
          action={open}
          subscription={subscription}
          addresses={customer.addresses}
          recipient={customer}
          pending={change.pending}
          error={change.error}
          onConfirm={change.send}
          onClose={() => {
            setOpen(null);
            change.clearError();
          }}
        />
      ) : null}
    </article>
  );
}
