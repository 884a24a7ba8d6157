import { HttpStatus } from '@nestjs/common';
import { AppError } from '../errors/app-error';

/** 402 PAYMENT_DECLINED: the card was refused; the provider's code says why. Nothing was kept. */
export class PaymentDeclinedError extends AppError {
  constructor(
    readonly declineCode: string,
    message: string,
  ) {
    super(HttpStatus.PAYMENT_REQUIRED, 'PAYMENT_DECLINED', message, [
      { field: 'card', problems: [declineCode] },
    ]);
  }
}

/** 503 PAYMENT_UNAVAILABLE: the provider could not answer now; nothing was charged or kept, retry. */
export function paymentUnavailable(message: string): AppError {
  return new AppError(
    HttpStatus.SERVICE_UNAVAILABLE,
    'PAYMENT_UNAVAILABLE',
    `${message} Nothing was charged and no order was placed; please try again.`,
  );
}
