import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** SPEC §7 get-skus-with-deal: every variant SKU on a deal for this site, mapped to true; a SKU not listed has no deal. */
export type SkusWithDeal = Record<string, true>;

/** The OpenAPI schema of SkusWithDeal (a map has no class for the Swagger plugin to read). */
export const SKUS_WITH_DEAL_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: { type: 'boolean', enum: [true] },
  example: { '600104': true, '600302': true },
};
