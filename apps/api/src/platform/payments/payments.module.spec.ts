import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { ClockModule } from '../clock/clock';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentsModule } from './payments.module';
import { TestPaymentProvider } from './test-payment-provider';

@Module({ imports: [ClockModule, PaymentsModule] })
class PaymentsHost {}

it('binds the test provider under PAYMENT_PROVIDER', async () => {
  const app = await NestFactory.createApplicationContext(PaymentsHost, { logger: false });
  try {
    const provider = app.get<PaymentProvider>(PAYMENT_PROVIDER);
    expect(provider).toBeInstanceOf(TestPaymentProvider);
    const result = await provider.authorize({
      amountCents: 100,
      currency: 'USD',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5,
        cvc: '123',
      },
      idempotencyKey: 'k',
    });
    expect(result.status).toBe('succeeded');
  } finally {
    await app.close();
  }
});
