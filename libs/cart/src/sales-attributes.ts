/** The sales organisation every order of the shop is booked under (SPEC §9). */
export const SALES_ORG = 'USHD';

/** SAP sales order types (SPEC §9): ZK01 for the staff-feeding site, ZDTC for direct consumers. */
export const SALES_ORDER_TYPES = { staff: 'ZK01', direct: 'ZDTC' } as const;
export type SalesOrderType = (typeof SALES_ORDER_TYPES)[keyof typeof SALES_ORDER_TYPES];

/** The cart attribute keys the server owns for a signed-in customer (SPEC §6); clients cannot set them. */
export const SALES_ATTRIBUTE_KEYS = ['salesOrg', 'salesOrderType', 'acceptsMarketing'] as const;

/** The sales order type of a site: the staff-feeding site (HPSF) books ZK01, the consumer site ZDTC. */
export function salesOrderTypeFor(site: 'DTC' | 'HPSF'): SalesOrderType {
  return site === 'HPSF' ? SALES_ORDER_TYPES.staff : SALES_ORDER_TYPES.direct;
}

/**
 * SPEC §6: a signed-in customer's cart carries the sales attributes and their marketing consent,
 * so the order booked from it lands in the right sales organisation and order type. Kept apart
 * from the order type of SPEC §4 (oneTimeOrder / firstPurchaseSubscription).
 */
export function salesAttributesFor(input: {
  site: 'DTC' | 'HPSF';
  acceptsMarketing: boolean;
}): { key: (typeof SALES_ATTRIBUTE_KEYS)[number]; value: string }[] {
  return [
    { key: 'salesOrg', value: SALES_ORG },
    { key: 'salesOrderType', value: salesOrderTypeFor(input.site) },
    { key: 'acceptsMarketing', value: String(input.acceptsMarketing) },
  ];
}
