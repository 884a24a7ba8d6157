import type { ClinicDto, ClinicSearchResultDto } from '@shop/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  installRoutedFakeApi,
  seedSession,
  staffCustomerFixture,
} from '../../../testing/account-fixtures';
import { errorResponse, jsonResponse } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { createTestQueryClient } from '../../../testing/test-query-client';
import type { Customer } from '../../../lib/session/session-queries';
import { StaffRegistrationForm } from './staff-registration-form';

const JWT = 'header.payload.signature';
const TODAY = new Date('2026-03-01T12:00:00Z');

function clinicFixture(overrides: Partial<ClinicDto> = {}): ClinicDto {
  return {
    kind: 'clinic',
    clinicID: 'CLN0001',
    groupID: 'GRP0001',
    name: 'Aurora Animal Hospital',
    address: {
      address1: '15001 E Alameda Pkwy',
      address2: 'Suite 4',
      city: 'Aurora',
      provinceCode: 'CO',
      zip: '80012',
      countryCode: 'US',
      phone: '(303) 555-0101',
    },
    homeDeliveryOnly: false,
    ...overrides,
  };
}

const SHELTER = clinicFixture({
  kind: 'shelter',
  clinicID: 'CLN0002',
  groupID: 'GRP0002',
  name: 'Aurora Humane Society',
  address: { ...clinicFixture().address, address1: '2 Shelter Rd', address2: '', phone: '' },
  homeDeliveryOnly: true,
});

function searchAnswer(clinics: ClinicDto[], overrides: Partial<ClinicSearchResultDto> = {}) {
  return jsonResponse({ searchType: 'city', searchTerm: 'Aurora', limit: 25, clinics, ...overrides });
}

function setUp(
  endpoints: Parameters<typeof installRoutedFakeApi>[0] = {},
  customer: Customer = staffCustomerFixture({ registered: false }),
) {
  const fake = installRoutedFakeApi({
    [API.staffJwt]: () => jsonResponse({ jwt: JWT }),
    [API.searchClinic]: () => searchAnswer([clinicFixture(), SHELTER]),
    [API.customer]: () => jsonResponse(staffCustomerFixture({ registered: true })),
    ...endpoints,
  });
  const queryClient = createTestQueryClient();
  seedSession(queryClient, customer);
  const onJoined = vi.fn();
  renderWithSite(<StaffRegistrationForm customer={customer} onJoined={onJoined} now={() => TODAY} />, {
    siteId: 'HPSF',
    queryClient,
  });
  return { ...fake, onJoined, queryClient };
}

async function search(term: string, by: 'ZIP code or city' | 'Clinic name' = 'ZIP code or city') {
  await userEvent.click(screen.getByRole('radio', { name: by }));
  await userEvent.type(screen.getByRole('searchbox', { name: by }), term);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('StaffRegistrationForm (SPEC §2 registration path, §3, §6)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it("searches by ZIP or city with the session's ID token, sending the search type SPEC §5's rule gives (§7)", async () => {
    const fake = setUp();
    restore = fake.restore;

    await search('  Aurora ');
    expect(await screen.findByRole('status')).toHaveTextContent('2 clinics found for “Aurora”.');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'ZIP code or city' }));
    await search('800');
    await waitFor(() => expect(fake.callsTo(API.searchClinic)).toHaveLength(2));

    expect(fake.callsTo(API.searchClinic).map((call) => call.body)).toEqual([
      { searchType: 'city', searchTerm: 'Aurora', jwt: JWT },
      { searchType: 'zip', searchTerm: '800', jwt: JWT },
    ]);
  });

  it('searches by name when asked', async () => {
    const fake = setUp();
    restore = fake.restore;

    await search('humane', 'Clinic name');

    await screen.findByRole('list', { name: 'Clinics found' });
    expect(fake.callsTo(API.searchClinic)[0].body).toEqual({
      searchTerm: 'humane',
      searchType: 'name',
      jwt: JWT,
    });
  });

  it('lists each clinic with its address, its kind and whether it delivers to homes only', async () => {
    restore = setUp().restore;
    await search('800');

    await screen.findByRole('list', { name: 'Clinics found' });
    const [hospital, shelter] = within(
      await screen.findByRole('list', { name: 'Clinics found' }),
    ).getAllByRole('listitem');
    expect(within(hospital).getByRole('heading', { level: 3 })).toHaveTextContent('Aurora Animal Hospital');
    expect(hospital).toHaveTextContent('15001 E Alameda PkwySuite 4Aurora, CO 80012(303) 555-0101');
    expect(hospital).not.toHaveTextContent(/Home delivery only/);
    expect(within(shelter).getByText('Shelter')).toBeInTheDocument();
    expect(shelter).toHaveTextContent('Home delivery only: your orders go to your home address');
    expect(within(shelter).getByRole('button', { name: 'Join Aurora Humane Society' })).toBeEnabled();
  });

  it('catches a blank search before asking', async () => {
    const fake = setUp();
    restore = fake.restore;

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('searchbox', { name: 'ZIP code or city' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a ZIP code or city to search'),
    );
    expect(fake.callsTo(API.searchClinic)).toHaveLength(0);
  });

  it('says when nothing was found, and when the list is cut at the limit', async () => {
    let answer = searchAnswer([]);
    const fake = setUp({ [API.searchClinic]: () => answer.clone() });
    restore = fake.restore;
    await search('99999');
    expect(await screen.findByRole('status')).toHaveTextContent('No clinics found for “Aurora”.');

    answer = searchAnswer([clinicFixture(), SHELTER], { limit: 2, searchTerm: 'A' });
    await userEvent.clear(screen.getByRole('searchbox', { name: 'ZIP code or city' }));
    await search('A');
    expect(await screen.findByText(/Only the first 2 are shown: narrow your search/)).toBeInTheDocument();
  });

  it("shows the API's refusal of a search (a ZIP search that is not 1-5 digits)", async () => {
    restore = setUp({
      [API.searchClinic]: () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'INVALID_ZIP_SEARCH',
            message: "A ZIP search takes the first 1 to 5 digits of a ZIP, got '8001-1'",
          },
          400,
        ),
    }).restore;
    await search('8001-1');
    expect(await screen.findByText(/A ZIP search takes the first 1 to 5 digits/)).toBeInTheDocument();
    expect(screen.getByText('Error code: INVALID_ZIP_SEARCH')).toBeInTheDocument();
  });

  it('needs a role before joining, and a plausible graduation year when one is given; nothing is sent until then', async () => {
    const fake = setUp();
    restore = fake.restore;
    await search('Aurora');
    const join = await screen.findByRole('button', { name: 'Join Aurora Animal Hospital' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Graduation year' }), '1890');
    await userEvent.click(join);

    expect(screen.getByRole('combobox', { name: /Your role/ })).toHaveAccessibleDescription(
      'Choose your role',
    );
    expect(screen.getByRole('textbox', { name: 'Graduation year' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a year from 1950 to 2034, or leave it empty'),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Your role/ })).toHaveFocus());
    expect(fake.callsTo(API.joinClinic)).toHaveLength(0);
  });

  it('joins the clinic with the role and year, asks for the session again and moves on', async () => {
    const fake = setUp({
      [API.joinClinic]: () => jsonResponse({ clinic: clinicFixture(), user: {} }),
    });
    restore = fake.restore;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Your role/ }), 'Veterinarian');
    await userEvent.type(screen.getByRole('textbox', { name: 'Graduation year' }), '2012');
    await search('Aurora');

    await userEvent.click(await screen.findByRole('button', { name: 'Join Aurora Animal Hospital' }));

    await waitFor(() => expect(fake.onJoined).toHaveBeenCalledTimes(1));
    expect(fake.callsTo(API.joinClinic).map((call) => call.body)).toEqual([
      { groupID: 'GRP0001', jwt: JWT, roleCode: 'DVM', graduationYear: 2012 },
    ]);
    // The registered member is what the session says from now on (the redirects read it).
    expect(fake.callsTo(API.customer)).toHaveLength(1);
  });

  it('prefills the role and year the identity provider sent, and leaves an empty year out', async () => {
    const member = staffCustomerFixture({ registered: false });
    const fake = setUp(
      { [API.joinClinic]: () => jsonResponse({ clinic: SHELTER, user: {} }) },
      { ...member, staff: member.staff && { ...member.staff, roleCode: 'STU', graduationYear: null } },
    );
    restore = fake.restore;
    expect(screen.getByRole('combobox', { name: /Your role/ })).toHaveValue('STU');

    await search('humane', 'Clinic name');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Aurora Humane Society' }));

    await waitFor(() => expect(fake.onJoined).toHaveBeenCalled());
    expect(fake.callsTo(API.joinClinic)[0].body).toEqual({ groupID: 'GRP0002', jwt: JWT, roleCode: 'STU' });
  });

  it('shows why a join failed and lets the member try again', async () => {
    const fake = setUp({ [API.joinClinic]: () => errorResponse(404, 'CLINIC_NOT_FOUND') });
    restore = fake.restore;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Your role/ }), 'Other');
    await search('Aurora');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Aurora Animal Hospital' }));

    expect(await screen.findByText('Error code: CLINIC_NOT_FOUND')).toBeInTheDocument();
    expect(fake.onJoined).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Join Aurora Animal Hospital' })).toBeEnabled();
  });
});
