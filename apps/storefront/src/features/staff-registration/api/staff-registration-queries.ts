import {
  joinClinic,
  searchClinicOptions,
  staffJwtOptions,
  type ClinicSearchType,
  type JoinClinicAnswerDto,
  type StaffRoleCode,
} from '@shop/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CUSTOMER_DATA_META, sessionQueryOptions } from '../../../lib/session/session-queries';

/*
 * The registration page's calls (SPEC §7 'Identity and clinic'), over the generated client. The
 * session cookie authenticates them; the clinic calls also send `jwt`, the session's own ID token,
 * which the API gives back once (POST /api/{identity}/jwt).
 */

/** The session's ID token, kept for the tab's session (logout drops it with the customer's data). */
export function staffJwtQueryOptions() {
  return queryOptions({
    ...staffJwtOptions({ body: {} }),
    staleTime: Infinity,
    meta: CUSTOMER_DATA_META,
    select: (answer) => answer.jwt,
  });
}

/** What the member searched for: a ZIP or city (SPEC §5 tells them apart), or part of a clinic's name. */
export interface ClinicSearch {
  term: string;
  /** 'zip' or 'city' by SPEC §5's rule for a location, or 'name'. */
  searchType: ClinicSearchType;
}

/** Clinics matching a search (at most the answer's `limit`), once the ID token is known. */
export function clinicSearchQueryOptions(search: ClinicSearch, jwt: string) {
  return queryOptions({
    ...searchClinicOptions({
      body: { searchType: search.searchType, searchTerm: search.term, jwt },
    }),
    meta: CUSTOMER_DATA_META,
  });
}

export interface JoinClinicInput {
  groupID: string;
  roleCode: StaffRoleCode;
  graduationYear?: number;
  jwt: string;
}

/**
 * join-clinic: the member becomes part of the clinic's group and is registered from then on. The
 * session is asked again, so every page (and the sign-in redirects) sees the registered member.
 */
export async function joinClinicAs(
  queryClient: QueryClient,
  input: JoinClinicInput,
): Promise<JoinClinicAnswerDto> {
  const { data } = await joinClinic({ body: input, throwOnError: true });
  await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  return data;
}
