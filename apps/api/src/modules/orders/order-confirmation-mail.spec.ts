import { renderOrderConfirmation } from './order-confirmation-mail';
import { lineRow, orderRow } from './orders.test-rows';

describe('renderOrderConfirmation', () => {
  it('confirms the number, lines, totals and ship-to, with a link for a customer', () => {
    const mail = renderOrderConfirmation(orderRow(), [lineRow()], 'https://shop.example/account/orders/o1');
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('Your order SPN-100123 is confirmed');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('placed May 20, 2026');
    expect(mail.text).toContain('2 x Adult <Chicken> & Rice (4 lb bag, autoship every 28 days): $50.68');
    expect(mail.text).toContain('Savings: -$1.30');
    expect(mail.text).toContain('Shipping: Free');
    expect(mail.text).toContain('Alaska/Hawaii service charge: $4.00');
    expect(mail.text).toContain('Total: $54.68');
    expect(mail.text).toContain('Anchorage, AK 99501');
    expect(mail.text).toContain('View your order: https://shop.example/account/orders/o1');
    expect(mail.text).toContain('Shop Pet Nutrition');
  });

  it('escapes product titles in the HTML body', () => {
    const mail = renderOrderConfirmation(orderRow(), [lineRow()], null);
    expect(mail.html).toContain('Adult &lt;Chicken&gt; &amp; Rice');
    expect(mail.html).not.toContain('<Chicken>');
  });

  it('has no account link for a guest and signs as the staff site for its orders', () => {
    const mail = renderOrderConfirmation(
      orderRow({
        site: 'HPSF',
        number: 'PSF-100124',
        shippingAddress: { ...orderRow().shippingAddress, firstName: null },
      }),
      [lineRow({ sellingPlanId: null, frequencyDays: null })],
      null,
    );
    expect(mail.text).not.toContain('View your order');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('autoship');
    expect(mail.text).toContain('Pro Staff Feeding');
    expect(mail.text).not.toContain('service charge: $0');
  });
});
