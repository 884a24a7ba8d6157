import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../platform/errors/app-error';

/**
 * A renewal refused for a reason the customer has to fix (the variant is no longer sold, the
 * ship-to is not served, the account is gone): counted like a decline or an out-of-stock.
 */
export class RenewalRefusedError extends AppError {
  constructor(code: string, message: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, code, message);
  }
}
