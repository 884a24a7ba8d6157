import type { SiteId } from '@shop/identity';

/** Where an order can go from checkout, for one shopper on one site. */
export interface ShipToChoices {
  /** The staff member's clinic (HPSF, a known clinic that does not deliver to homes only). */
  clinic: boolean;
  /** The signed-in customer's saved addresses. */
  addressBook: boolean;
  /** An address typed at checkout. */
  newAddress: boolean;
  /** What the page selects first: the preferred address (staff), else the default address. */
  preselect: 'clinic' | 'home';
}

export interface ShipToRulesInput {
  site: SiteId;
  signedIn: boolean;
  /** The staff member's clinic, when it is one of ours. */
  clinic: { homeDeliveryOnly: boolean } | null;
  /** profeeding.preferred_address (staff): null for consumers. */
  preferredAddress: 'home' | 'clinic' | null;
}

/**
 * SPEC §3, §6 at checkout: consumers ship to an address (their book when signed in, or a new
 * one); staff ship to their clinic or a home address, except that a clinic flagged home-delivery
 * only never receives orders; the preferred address decides what comes selected.
 */
export function shipToChoices(input: ShipToRulesInput): ShipToChoices {
  const clinic = input.site === 'HPSF' && input.clinic !== null && !input.clinic.homeDeliveryOnly;
  return {
    clinic,
    addressBook: input.signedIn,
    newAddress: true,
    preselect: clinic && input.preferredAddress !== 'home' ? 'clinic' : 'home',
  };
}

/** What the shopper picked: the clinic, a saved address, or a new one. */
export type ShipToPick = { kind: 'clinic' } | { kind: 'saved'; addressId: string } | { kind: 'new' };

/** Why a pick is refused by the choices (a stable code), or null when it is allowed. */
export function shipToRefusal(pick: ShipToPick, choices: ShipToChoices): string | null {
  if (pick.kind === 'clinic' && !choices.clinic) return 'CLINIC_DELIVERY_UNAVAILABLE';
  if (pick.kind === 'saved' && !choices.addressBook) return 'ADDRESS_NOT_FOUND';
  return null;
}

/** The stock destination a pick ships to (the warehouses serve homes and clinics on separate lanes). */
export function destinationOf(pick: ShipToPick): 'HOME' | 'CLINIC' {
  return pick.kind === 'clinic' ? 'CLINIC' : 'HOME';
}
