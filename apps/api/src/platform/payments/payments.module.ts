import { Module } from '@nestjs/common';
import { PAYMENT_PROVIDER } from './payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

/**
 * Payments for checkout and renewals, behind PAYMENT_PROVIDER (ARCHITECTURE §6). The built-in
 * test provider is the only one; a real provider is another class bound to the same token.
 */
@Module({
  providers: [{ provide: PAYMENT_PROVIDER, useClass: TestPaymentProvider }],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
