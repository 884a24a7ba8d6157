/** Where an order goes: the shopper's home, or the clinic a staff member orders through (SPEC §1). */
export const DELIVERY_DESTINATIONS = ['HOME', 'CLINIC'] as const;

export type DeliveryDestination = (typeof DELIVERY_DESTINATIONS)[number];
