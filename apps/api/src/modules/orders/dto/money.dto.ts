/** An amount as the hosted platform's answers carry it: decimal text, never a float. */
export class MoneyDto {
  /** Dollars and cents, e.g. '49.99'. */
  amount!: string;
  /** Always 'USD'. */
  currencyCode!: 'USD';
}
