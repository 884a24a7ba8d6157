import { isStaffRegistered } from './staff-registration';

describe('isStaffRegistered', () => {
  it.each([
    [{ SAP_CustomerAccountGroup: 'Z001', SF_PreferedShipTo: '0001234' }, true],
    [{ SAP_CustomerAccountGroup: 'Z001' }, false],
    [{ SF_PreferedShipTo: '0001234' }, false],
    [{}, false],
    [{ SAP_CustomerAccountGroup: '', SF_PreferedShipTo: '0001234' }, false],
    [{ SAP_CustomerAccountGroup: 'Z001', SF_PreferedShipTo: '  ' }, false],
    [{ SAP_CustomerAccountGroup: null, SF_PreferedShipTo: '0001234' }, false],
    [{ SAP_CustomerAccountGroup: 'Z001', SF_PreferedShipTo: null }, false],
  ])('%p → %s', (user, expected) => {
    expect(isStaffRegistered(user)).toBe(expected);
  });
});
