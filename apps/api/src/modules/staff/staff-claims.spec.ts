import { staffIdentityFromClaims } from './staff-claims';

const now = new Date('2025-06-01T00:00:00Z');

describe('staffIdentityFromClaims', () => {
  it("maps a registered member's claims to the staff fields (SPEC §3)", () => {
    expect(
      staffIdentityFromClaims(
        {
          sub: 'dev-staff-0001',
          email: 'riley@staff.example',
          given_name: 'Riley',
          family_name: 'Morgan',
          roleCode: 'LVT',
          graduationYear: 2016,
          currentSchoolName: 'Poudre Valley College',
          SAP_CustomerAccountGroup: 'ZVET',
          SF_PreferedShipTo: '200000001',
          SF_StoreSoldTo: 100000001,
          clinicAddress: { address1: '1 Main St', city: 'Aurora', zip: '80011' },
        },
        now,
      ),
    ).toEqual({
      subject: 'dev-staff-0001',
      email: 'riley@staff.example',
      firstName: 'Riley',
      lastName: 'Morgan',
      fields: {
        roleCode: 'LVT',
        graduationYear: 2016,
        currentSchoolName: 'Poudre Valley College',
        sapAccountGroup: 'ZVET',
        shipTo: '200000001',
        soldTo: '100000001',
        clinicZip: '80011',
      },
    });
  });

  it('leaves out the staff fields the provider did not send, so the shop keeps its own', () => {
    const identity = staffIdentityFromClaims(
      { sub: 's', email: 'new@staff.example', firstName: 'Nora', lastName: 'Q' },
      now,
    );
    expect(identity).toEqual({
      subject: 's',
      email: 'new@staff.example',
      firstName: 'Nora',
      lastName: 'Q',
      fields: {},
    });
  });

  it('drops malformed staff fields rather than storing them', () => {
    const identity = staffIdentityFromClaims(
      {
        sub: 's',
        email: 'a@b.example',
        roleCode: 'Wizard',
        graduationYear: 1800,
        SAP_CustomerAccountGroup: 'ZVET; DROP TABLE',
        SF_PreferedShipTo: '',
        SF_StoreSoldTo: { n: 1 },
        currentSchoolName: 'x'.repeat(201),
        clinicAddress: { zip: '8001' },
      },
      now,
    );
    expect(identity?.fields).toEqual({});
  });

  it('keeps ship-to and sold-to to the account-number rule the profile keeps (libs/identity isAccountNumber)', () => {
    const fields = (shipTo: unknown, soldTo: unknown) =>
      staffIdentityFromClaims(
        { sub: 's', email: 'a@b.example', SF_PreferedShipTo: shipTo, SF_StoreSoldTo: soldTo },
        now,
      )?.fields;
    expect(fields('-200000001', '_100000001')).toEqual({});
    expect(fields('A-1.2', 100000001)).toEqual({ shipTo: 'A-1.2', soldTo: '100000001' });
  });

  it('accepts a graduation year sent as text', () => {
    expect(
      staffIdentityFromClaims({ sub: 's', email: 'a@b.example', graduationYear: '2027' }, now)?.fields,
    ).toEqual({
      graduationYear: 2027,
    });
  });

  it('refuses an identity without a subject or an email', () => {
    expect(staffIdentityFromClaims({ email: 'a@b.example' }, now)).toBeNull();
    expect(staffIdentityFromClaims({ sub: 's' }, now)).toBeNull();
    expect(staffIdentityFromClaims({ sub: 's', email: 'not-an-address' }, now)).toBeNull();
  });
});
