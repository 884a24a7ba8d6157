import type { ClinicDto, JoinClinicAnswerDto } from '@shop/api-client';
import { STAFF_ROLES, isStaffRoleCode } from '@shop/identity';
import { SelectField, Spinner, TextField } from '@shop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import { hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import type { Customer } from '../../../lib/session/session-queries';
import { joinClinicAs, staffJwtQueryOptions, type ClinicSearch } from '../api/staff-registration-queries';
import {
  joinDetails,
  registrationProblems,
  type RegistrationDetails,
  type RegistrationField,
} from '../model/registration-fields';
import { ClinicResults } from './clinic-results';
import { ClinicSearchForm } from './clinic-search-form';
import './staff-registration.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role.code, label: role.label }));

export interface StaffRegistrationFormProps {
  customer: Customer;
  /** After joining: the member is registered (the session says so already). */
  onJoined: (answer: JoinClinicAnswerDto) => void;
  /** Today, for the graduation year's range (tests fix it). */
  now?: () => Date;
}

/**
 * Completing a staff member's profile (SPEC §2 'registration path', §3, §6): their role and
 * graduation year (prefilled from what the identity provider sent), then a clinic or shelter found
 * by ZIP, city or name, joined with its Join button. Joining gives the account group and preferred
 * ship-to that make the member registered.
 */
export function StaffRegistrationForm({
  customer,
  onJoined,
  now = () => new Date(),
}: StaffRegistrationFormProps) {
  const queryClient = useQueryClient();
  const detailsRef = useRef<HTMLFieldSetElement>(null);
  const staff = customer.staff;
  const [details, setDetails] = useState<RegistrationDetails>({
    roleCode: staff?.roleCode && isStaffRoleCode(staff.roleCode) ? staff.roleCode : '',
    graduationYear: staff?.graduationYear ? String(staff.graduationYear) : '',
  });
  const [problems, setProblems] = useState<FieldProblems<RegistrationField>>({});
  const [search, setSearch] = useState<ClinicSearch | null>(null);
  const jwt = useQuery(staffJwtQueryOptions());
  const join = useMutation({
    mutationFn: ({ clinic, token }: { clinic: ClinicDto; token: string }) =>
      joinClinicAs(queryClient, { groupID: clinic.groupID, jwt: token, ...joinDetails(details) }),
    onSuccess: onJoined,
  });

  const onJoin = (clinic: ClinicDto) => {
    const found = registrationProblems(details, now());
    setProblems(found);
    if (hasProblems(found)) {
      requestAnimationFrame(() =>
        detailsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (jwt.data) join.mutate({ clinic, token: jwt.data });
  };

  return (
    <div className="staff-registration">
      <p>
        To see the staff catalogue, tell us your role and join the clinic or shelter you work at. Your orders
        are then billed and delivered through it.
      </p>
      <fieldset ref={detailsRef} className="staff-registration__details">
        <legend className="staff-registration__heading">About you</legend>
        <SelectField
          label="Your role"
          required
          placeholder="Choose your role"
          options={ROLE_OPTIONS}
          value={details.roleCode}
          error={problems.roleCode}
          onChange={(event) => setDetails((current) => ({ ...current, roleCode: event.target.value }))}
        />
        <TextField
          label="Graduation year"
          hint="Optional. Students: the year you expect to graduate."
          inputMode="numeric"
          maxLength={4}
          value={details.graduationYear}
          error={problems.graduationYear}
          onChange={(event) => setDetails((current) => ({ ...current, graduationYear: event.target.value }))}
        />
      </fieldset>
      <section className="staff-registration__clinics" aria-labelledby="staff-registration-find">
        <h2 id="staff-registration-find" className="staff-registration__heading">
          Find your clinic
        </h2>
        <ClinicSearchForm onSearch={setSearch} />
        {join.isError ? <ApiFailureAlert error={join.error} /> : null}
        {jwt.isError ? <ApiFailureAlert error={jwt.error} /> : null}
        {search && jwt.isPending ? <Spinner label="Searching clinics…" showLabel /> : null}
        {search && jwt.data ? (
          <ClinicResults
            search={search}
            jwt={jwt.data}
            onJoin={onJoin}
            joining={join.isPending || join.isSuccess ? (join.variables?.clinic.groupID ?? null) : null}
          />
        ) : null}
      </section>
    </div>
  );
}
