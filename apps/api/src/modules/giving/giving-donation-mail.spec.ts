import type { GivingDonationLineRow, GivingOrderDonationRow } from './giving-donations.schema';
import { renderDonationMail } from './giving-donation-mail';

const record: GivingOrderDonationRow = {
  orderId: '00000000-0000-4000-8000-000000000001',
  orderNumber: 'SPN-100042',
  storeId: 'store',
  site: 'DTC',
  customerId: null,
  source: 'checkout',
  subscriptionContractId: null,
  causeId: '84-1234567',
  causeKind: 'charity',
  causeName: 'Happy Paws <Rescue>',
  causeCity: 'Aurora',
  causeState: 'CO',
  causeEin: '84-1234567',
  causeCharities: [],
  paidCents: 10_000,
  createdAt: new Date('2026-11-27T12:00:00Z'),
};
const line = (position: number, kind: string, amountCents: number): GivingDonationLineRow => ({
  orderId: record.orderId,
  position,
  productId: `p${position}`,
  sku: `SKU${position}`,
  kind,
  amountCents,
});

describe('renderDonationMail', () => {
  it('names what the store gives and to whom: name, city, state, EIN', () => {
    const mail = renderDonationMail('ann@example.com', record, [
      line(0, 'purchase', 150),
      line(1, 'purchase', 25),
    ]);
    expect(mail?.subject).toBe('Your order SPN-100042 gives to Happy Paws <Rescue>');
    expect(mail?.text).toContain('we give $1.75 to Happy Paws <Rescue>, Aurora, CO (EIN 84-1234567).');
    expect(mail?.text).not.toContain('your own gift');
    expect(mail?.html).toContain('Happy Paws &lt;Rescue&gt;');
  });

  it('says a shopper-funded amount (add-on, round-up) is the shopper’s own gift to that charity', () => {
    const mail = renderDonationMail('ann@example.com', record, [
      line(0, 'purchase', 100),
      line(1, 'add-on', 500),
      line(2, 'round-up', 37),
    ]);
    expect(mail?.text).toContain('we give $1.00 to Happy Paws <Rescue>');
    expect(mail?.text).toContain(
      'Your own gift of $5.37 goes to Happy Paws <Rescue>, Aurora, CO (EIN 84-1234567): it is your donation to that charity',
    );
  });

  it('a portfolio has no EIN of its own; nothing given or no cause sends nothing', () => {
    const portfolio = {
      ...record,
      causeKind: 'portfolio',
      causeEin: null,
      causeCity: null,
      causeState: null,
    };
    expect(renderDonationMail('a@example.com', portfolio, [line(0, 'purchase', 100)])?.text).toContain(
      'we give $1.00 to Happy Paws <Rescue>.',
    );
    expect(renderDonationMail('a@example.com', record, [line(0, 'purchase', 0)])).toBeNull();
    expect(
      renderDonationMail('a@example.com', { ...record, causeId: null }, [line(0, 'purchase', 100)]),
    ).toBeNull();
  });
});
