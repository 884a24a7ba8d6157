import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OrderContributions } from '../../platform/order-events';
import { GivingOrderDonationsService } from './giving-order-donations.service';

/**
 * Records every order's donation in the order's own transaction, checkout and renewal alike: a
 * failing write throws and the order rolls back (its payment refunded), so an order of a site
 * whose giving store is on never exists without its donation record, nor the record without it.
 */
@Injectable()
export class GivingDonationContributor implements OnModuleInit {
  readonly name = 'giving.donation';

  constructor(
    private readonly contributions: OrderContributions,
    private readonly donations: GivingOrderDonationsService,
  ) {}

  onModuleInit(): void {
    this.contributions.register({
      name: this.name,
      orderBooked: (tx, order) => this.donations.record(tx, order),
    });
  }
}
