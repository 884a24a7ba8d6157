/** What the test provider does with a card, like the big providers' test modes. */
export type TestCardBehaviour =
  | 'succeeds'
  | 'card_declined'
  | 'insufficient_funds'
  | 'processing_error'
  /** The first charge succeeds; charging its saved reference again is declined (a renewal that fails). */
  | 'declines_when_charged_again';

/**
 * The card numbers the test provider knows. Any other well-formed number is declined
 * (card_declined), as a test mode declines real cards: nothing is ever sent anywhere.
 */
export const TEST_CARDS: Readonly<Record<string, TestCardBehaviour>> = Object.freeze({
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
  '4000000000000341': 'declines_when_charged_again',
});

/** The behaviour of a test card by its last four digits (unique among the cards above). */
export function testCardByLast4(last4: string): TestCardBehaviour | undefined {
  const number = Object.keys(TEST_CARDS).find((candidate) => candidate.endsWith(last4));
  return number === undefined ? undefined : TEST_CARDS[number];
}
