import { HttpStatus } from '@nestjs/common';
import { quotaExceededMessage } from '@shop/cart';
import { AppError, NotFoundError } from '../../platform/errors/app-error';

/** An order that does not fit in what is left of the member's monthly quota; says how much is. */
export function staffQuotaExceeded(leftCents: number): AppError {
  return new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'STAFF_QUOTA_EXCEEDED',
    quotaExceededMessage(leftCents),
  );
}

/** An operator named someone who is not a staff member (or no one). */
export function staffMemberNotFound(): NotFoundError {
  return new NotFoundError('STAFF_MEMBER_NOT_FOUND', 'No staff member with this id');
}
