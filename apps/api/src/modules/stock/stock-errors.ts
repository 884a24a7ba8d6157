import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../platform/errors/app-error';

/**
 * 409 OUT_OF_STOCK: an order asked a warehouse for more than it has. Names every short SKU, in
 * `skus` and in the body's details, so the shopper can be shown exactly which lines to change.
 */
export class OutOfStockError extends AppError {
  constructor(
    readonly warehouseCode: string,
    readonly skus: string[],
  ) {
    super(
      HttpStatus.CONFLICT,
      'OUT_OF_STOCK',
      `Not enough stock to ship ${skus.join(', ')}: lower the quantity or remove ${skus.length === 1 ? 'it' : 'them'}`,
      skus.map((sku) => ({ field: sku, problems: ['not enough units in stock at the shipping warehouse'] })),
    );
  }
}
