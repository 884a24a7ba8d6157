import type { CheckoutDto, PlaceOrderRequestDto } from '@shop/api-client';
import { validateAddress } from '@shop/identity';
import type { FieldProblems } from '../../../lib/forms/form-state';
import { checkCardEntry } from './card-entry';

/** The ship-to choice meaning 'a new address typed here'. */
export const NEW_ADDRESS = 'new';

/** Everything the checkout form holds, flat, so each field binds to one value. */
export interface CheckoutFormValues {
  email: string;
  /** A ship-to option's id, or NEW_ADDRESS. */
  shipTo: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  provinceCode: string;
  zip: string;
  phone: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CheckoutField = Exclude<keyof CheckoutFormValues, 'shipTo'>;

/** The form as the page opens: the API's email and preselected ship-to (or a new address). */
export function initialCheckoutValues(checkout: CheckoutDto): CheckoutFormValues {
  const preselected =
    checkout.shipToOptions.find((option) => option.preselected) ?? checkout.shipToOptions[0];
  return {
    email: checkout.email ?? '',
    shipTo: preselected?.id ?? NEW_ADDRESS,
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    provinceCode: '',
    zip: '',
    phone: '',
    number: '',
    expiry: '',
    cvc: '',
  };
}

/** The ship-to state the charges are asked for: the chosen option's, or the state picked for a new address. */
export function shipToStateOf(checkout: CheckoutDto, values: CheckoutFormValues): string | null {
  if (values.shipTo === NEW_ADDRESS)
    return /^[A-Z]{2}$/.test(values.provinceCode) ? values.provinceCode : null;
  const option = checkout.shipToOptions.find((candidate) => candidate.id === values.shipTo);
  return option?.address.provinceCode ?? null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CheckoutFormCheck =
  | { ok: true; body: Omit<PlaceOrderRequestDto, 'token'> }
  | { ok: false; problems: FieldProblems<CheckoutField> };

/**
 * What Place Order sends, or every problem to mark first: the email a guest must give, a new
 * address checked with the API's own rule (libs/identity validateAddress, ZIP in its state) plus
 * the recipient's name, and the card's form. No amount is ever sent: the API prices the order.
 */
export function checkCheckoutForm(checkout: CheckoutDto, values: CheckoutFormValues): CheckoutFormCheck {
  const problems: FieldProblems<CheckoutField> = {};
  const email = values.email.trim();
  if (checkout.emailRequired) {
    if (email === '') problems.email = 'Enter the email address your confirmation goes to';
    else if (!EMAIL_SHAPE.test(email)) problems.email = 'Enter an email address like name@example.com';
  }

  let shipTo: Pick<PlaceOrderRequestDto, 'addressId' | 'shippingAddress'> = { addressId: values.shipTo };
  if (values.shipTo === NEW_ADDRESS) {
    if (values.firstName.trim() === '') problems.firstName = 'Enter the first name';
    if (values.lastName.trim() === '') problems.lastName = 'Enter the last name';
    const address = validateAddress({ ...values, countryCode: 'US' });
    if (address.ok)
      shipTo = {
        shippingAddress: {
          ...address.address,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        },
      };
    else
      for (const problem of address.problems) {
        const field = problem.field === 'province' ? 'provinceCode' : problem.field;
        if (field in values && !problems[field as CheckoutField])
          problems[field as CheckoutField] = problem.message;
      }
  }

  const card = checkCardEntry(values);
  if (!card.ok) Object.assign(problems, card.problems);
  if (!card.ok || Object.values(problems).some(Boolean)) return { ok: false, problems };
  return {
    ok: true,
    body: { ...(checkout.emailRequired ? { email } : {}), ...shipTo, card: card.card },
  };
}
