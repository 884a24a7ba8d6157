import { destinationOf, shipToChoices, shipToRefusal } from './checkout-ship-to';

describe('ship-to choices at checkout', () => {
  it('a consumer guest types an address; signed in, they may use their book too', () => {
    const guest = shipToChoices({ site: 'DTC', signedIn: false, clinic: null, preferredAddress: null });
    expect(guest).toEqual({ clinic: false, addressBook: false, newAddress: true, preselect: 'home' });
    const member = shipToChoices({ site: 'DTC', signedIn: true, clinic: null, preferredAddress: null });
    expect(member.addressBook).toBe(true);
    expect(member.clinic).toBe(false);
  });

  it('staff get their clinic preselected by default and by a clinic preference', () => {
    for (const preferredAddress of ['clinic', null] as const)
      expect(
        shipToChoices({
          site: 'HPSF',
          signedIn: true,
          clinic: { homeDeliveryOnly: false },
          preferredAddress,
        }),
      ).toEqual({ clinic: true, addressBook: true, newAddress: true, preselect: 'clinic' });
  });

  it('staff who prefer home get home preselected, the clinic still offered', () => {
    const choices = shipToChoices({
      site: 'HPSF',
      signedIn: true,
      clinic: { homeDeliveryOnly: false },
      preferredAddress: 'home',
    });
    expect(choices).toMatchObject({ clinic: true, preselect: 'home' });
  });

  it('a home-delivery-only clinic is never a ship-to, whatever the preference', () => {
    const choices = shipToChoices({
      site: 'HPSF',
      signedIn: true,
      clinic: { homeDeliveryOnly: true },
      preferredAddress: 'clinic',
    });
    expect(choices).toMatchObject({ clinic: false, preselect: 'home' });
    expect(shipToRefusal({ kind: 'clinic' }, choices)).toBe('CLINIC_DELIVERY_UNAVAILABLE');
  });

  it('no clinic without a known clinic, nor on the consumer site', () => {
    expect(
      shipToChoices({ site: 'HPSF', signedIn: true, clinic: null, preferredAddress: 'clinic' }).clinic,
    ).toBe(false);
    expect(
      shipToChoices({
        site: 'DTC',
        signedIn: true,
        clinic: { homeDeliveryOnly: false },
        preferredAddress: null,
      }).clinic,
    ).toBe(false);
  });

  it('a guest has no saved address to pick; anyone may type one', () => {
    const guest = shipToChoices({ site: 'DTC', signedIn: false, clinic: null, preferredAddress: null });
    expect(shipToRefusal({ kind: 'saved', addressId: 'x' }, guest)).toBe('ADDRESS_NOT_FOUND');
    expect(shipToRefusal({ kind: 'new' }, guest)).toBeNull();
  });

  it('clinic orders come from the clinic lanes, the others from the home lanes', () => {
    expect(destinationOf({ kind: 'clinic' })).toBe('CLINIC');
    expect(destinationOf({ kind: 'new' })).toBe('HOME');
    expect(destinationOf({ kind: 'saved', addressId: 'a' })).toBe('HOME');
  });
});
