import type { AddressDto, SubscriptionAction, SubscriptionDto } from '@shop/api-client';
import {
  AUTOSHIP_CANCEL_REASON_LABELS,
  AUTOSHIP_CANCEL_REASONS,
  autoshipNextOrderDateRange,
  isAutoshipCancelReason,
  isCalendarDate,
  lineLimitMessage,
  MAX_AUTOSHIP_LINE_QUANTITY,
  MIN_QUANTITY,
} from '@shop/cart';
import { Button, Dialog, FormAlert, QuantityStepper, SelectField, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AutoshipChange } from '../api/autoship-queries';
import {
  autoshipProductName,
  formatAutoshipDate,
  frequencyLabel,
  todayUtc,
} from '../model/autoship-formatting';

/** The actions that open this dialog (resume and reactivate run at once: they take nothing away). */
export type DialogAction = Exclude<SubscriptionAction, 'resume' | 'reactivate'>;

export interface AutoshipActionDialogProps {
  action: DialogAction;
  subscription: SubscriptionDto;
  /** The customer's saved addresses, for a new ship-to. */
  addresses: AddressDto[];
  /** The customer's name: a ship-to carries the recipient. */
  recipient: { firstName: string; lastName: string };
  pending: boolean;
  /** The refusal of the last attempt, in words. */
  error: string | null;
  onConfirm: (change: AutoshipChange) => void;
  onClose: () => void;
}

const TITLES: Record<DialogAction, string> = {
  changeFrequency: 'Change frequency',
  changeNextOrderDate: 'Change next order date',
  skipNextOrder: 'Skip next order',
  orderNow: 'Order now',
  changeQuantity: 'Change quantity',
  changeShipTo: 'Change shipping address',
  pause: 'Pause autoship',
  cancel: 'Cancel autoship',
};

const CONFIRM_LABELS: Record<DialogAction, string> = {
  changeFrequency: 'Save frequency',
  changeNextOrderDate: 'Save date',
  skipNextOrder: 'Skip order',
  orderNow: 'Place order now',
  changeQuantity: 'Save quantity',
  changeShipTo: 'Ship here',
  pause: 'Pause autoship',
  cancel: 'Cancel autoship',
};

function addressLabel(address: AddressDto): string {
  return [address.address1, address.address2, `${address.city}, ${address.provinceCode} ${address.zip}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The confirmation of one self-service change, with what the change needs (a plan, a date in the
 * range libs/cart allows, a quantity 1..5, a saved address, a cancel reason). The API decides; the
 * fields only keep the shopper from asking for what it would refuse.
 */
export function AutoshipActionDialog({
  action,
  subscription,
  addresses,
  recipient,
  pending,
  error,
  onConfirm,
  onClose,
}: AutoshipActionDialogProps) {
  const range = autoshipNextOrderDateRange(todayUtc(), subscription.frequencyDays);
  const [frequencyDays, setFrequencyDays] = useState(String(subscription.frequencyDays));
  const [nextOrderDate, setNextOrderDate] = useState(
    subscription.nextOrderDateString >= range.earliest && subscription.nextOrderDateString <= range.latest
      ? subscription.nextOrderDateString
      : range.earliest,
  );
  const [quantity, setQuantity] = useState(subscription.quantity);
  const [addressId, setAddressId] = useState(
    addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? '',
  );
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const product = autoshipProductName(subscription);
  const nextDate = formatAutoshipDate(subscription.nextOrderDateString);

  function changeFor(): AutoshipChange | string {
    switch (action) {
      case 'changeFrequency':
        return { type: 'changeFrequency', frequencyDays: Number(frequencyDays) };
      case 'changeNextOrderDate':
        if (!isCalendarDate(nextOrderDate) || nextOrderDate < range.earliest || nextOrderDate > range.latest)
          return `Choose a date from ${formatAutoshipDate(range.earliest)} to ${formatAutoshipDate(range.latest)}.`;
        return { type: 'changeNextOrderDate', nextOrderDate };
      case 'changeQuantity':
        return { type: 'changeQuantity', quantity };
      case 'changeShipTo': {
        const address = addresses.find((a) => a.id === addressId);
        if (!address) return 'Choose an address.';
        return {
          type: 'changeShipTo',
          shipTo: {
            firstName: recipient.firstName,
            lastName: recipient.lastName,
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            province: address.province,
            provinceCode: address.provinceCode,
            zip: address.zip,
            country: address.country,
            countryCode: address.countryCode,
            phone: address.phone,
          },
        };
      }
      case 'cancel':
        if (!isAutoshipCancelReason(reason)) return 'Choose a reason.';
        return { type: 'cancel', reason };
      case 'skipNextOrder':
      case 'orderNow':
      case 'pause':
        return { type: action };
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const change = changeFor();
    if (typeof change === 'string') {
      setFieldError(change);
      return;
    }
    setFieldError(null);
    onConfirm(change);
  }

  const formId = `autoship-${action}-${subscription.contractId}`;
  const noAddress = action === 'changeShipTo' && addresses.length === 0;

  return (
    <Dialog
      title={TITLES[action]}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={pending || noAddress}>
            {pending ? 'Saving…' : CONFIRM_LABELS[action]}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {action === 'cancel' ? 'Keep autoship' : 'Back'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="autoship-dialog__form">
        <p className="autoship-dialog__product">{product}</p>
        {action === 'changeFrequency' ? (
          <SelectField
            label="Deliver"
            value={frequencyDays}
            onChange={(event) => setFrequencyDays(event.target.value)}
            options={subscription.sellingPlans.map((plan) => ({
              value: String(plan.frequencyDays),
              label: plan.name || frequencyLabel(plan.frequencyDays),
            }))}
          />
        ) : null}
        {action === 'changeNextOrderDate' ? (
          <TextField
            label="Next order date"
            type="date"
            min={range.earliest}
            max={range.latest}
            required
            value={nextOrderDate}
            error={fieldError}
            hint={`From ${formatAutoshipDate(range.earliest)} to ${formatAutoshipDate(range.latest)}.`}
            onChange={(event) => setNextOrderDate(event.target.value)}
          />
        ) : null}
        {action === 'skipNextOrder' ? (
          <p>The order planned for {nextDate} will not be placed; the one after it will.</p>
        ) : null}
        {action === 'orderNow' ? (
          <p>
            We place the next order now instead of on {nextDate}, with your saved payment method, and count
            the following one from today.
          </p>
        ) : null}
        {action === 'changeQuantity' ? (
          <QuantityStepper
            label={`Quantity of ${product}`}
            value={quantity}
            onChange={setQuantity}
            min={MIN_QUANTITY}
            max={MAX_AUTOSHIP_LINE_QUANTITY}
            limitMessage={lineLimitMessage(MAX_AUTOSHIP_LINE_QUANTITY, true)}
          />
        ) : null}
        {action === 'changeShipTo' ? (
          noAddress ? (
            <p>
              You have no saved address yet.{' '}
              <Link to="/account/address-book">Add one in your address book</Link>.
            </p>
          ) : (
            <SelectField
              label="Ship to"
              value={addressId}
              error={fieldError}
              onChange={(event) => setAddressId(event.target.value)}
              options={addresses.map((address) => ({ value: address.id, label: addressLabel(address) }))}
            />
          )
        ) : null}
        {action === 'pause' ? <p>No orders are placed until you resume this autoship.</p> : null}
        {action === 'cancel' ? (
          <>
            <p>No more orders will be placed. You can reactivate it later.</p>
            <SelectField
              label="Why are you cancelling?"
              required
              placeholder="Choose a reason"
              value={reason}
              error={fieldError}
              onChange={(event) => setReason(event.target.value)}
              options={AUTOSHIP_CANCEL_REASONS.map((code) => ({
                value: code,
                label: AUTOSHIP_CANCEL_REASON_LABELS[code],
              }))}
            />
          </>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
