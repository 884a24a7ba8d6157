/** The one shape of every failed response, so clients handle errors in one place. */
export class ErrorBodyDto {
  /** HTTP status, repeated for clients that only see the body. */
  statusCode!: number;
  /** Stable, machine-readable reason, e.g. VALIDATION_FAILED or PRODUCT_NOT_FOUND. */
  code!: string;
  /** What went wrong, in words a person can act on. */
  message!: string;
  /** Per-field problems for validation failures. */
  details?: ErrorDetailDto[];
}

export class ErrorDetailDto {
  /** The offending field, dotted for nested fields (e.g. `lineItems.0.quantity`). */
  field!: string;
  /** Each rule the value broke, in words. */
  problems!: string[];
}
