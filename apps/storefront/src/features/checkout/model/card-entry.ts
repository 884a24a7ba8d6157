import type { CardInputDto } from '@shop/api-client';

/** The card as typed on the checkout page. */
export interface CardEntry {
  number: string;
  /** 'MM/YY' or 'MM/YYYY'. */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardEntry;

export type CardCheck =
  { ok: true; card: CardInputDto } | { ok: false; problems: Partial<Record<CardField, string>> };

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * Reads what the shopper typed into the card the API takes: the number's digits (spaces and dashes
 * allowed, as printed on cards), the expiry as month and year, the 3-4 digit security code. Only
 * the form is checked here; whether the card is good is the payment provider's answer.
 */
export function checkCardEntry(entry: CardEntry): CardCheck {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = entry.number.replace(/[\s-]/g, '');
  if (digits === '') problems.number = 'Enter the card number';
  else if (!/^\d{12,19}$/.test(digits)) problems.number = 'Enter the 12 to 19 digits of the card number';

  const expiry = EXPIRY.exec(entry.expiry);
  const month = expiry ? Number(expiry[1]) : NaN;
  if (entry.expiry.trim() === '') problems.expiry = 'Enter the expiry date';
  else if (!expiry || month < 1 || month > 12) problems.expiry = 'Enter the expiry date as MM/YY';

  const cvc = entry.cvc.trim();
  if (cvc === '') problems.cvc = 'Enter the security code';
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = 'Enter the 3 or 4 digits of the security code';

  if (Object.keys(problems).length > 0 || !expiry) return { ok: false, problems };
  return { ok: true, card: { number: digits, expMonth: month, expYear: Number(expiry[2]), cvc } };
}

/**
 * The built-in test provider's cards (README 'Orders'), hinted on the checkout page while it is the
 * provider: no real card works there.
 */
export const TEST_CARD_HINTS: ReadonlyArray<{ number: string; outcome: string }> = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
  { number: '4000 0000 0000 0119', outcome: 'fails for a moment (try again)' },
];
