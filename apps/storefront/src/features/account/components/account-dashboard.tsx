import { PostalAddress, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Customer } from '../../../lib/session/session-queries';
import { petSuggestionsQueryOptions, petsQueryOptions } from '../api/account-queries';
import { AccountSection } from './account-section';
import { petSummary } from './pet-list';
import '../../../lib/forms/form-layout.css';
import './account-page.css';

/** Shows a pet's suggested products (the route passes the catalogue's cards for the handles). */
export type RenderPetSuggestions = (handles: string[], label: string) => ReactNode;

/**
 * The account's home (SPEC §2 /account/dashboard): a greeting, the last order, the profile in
 * short, the default address, the pets with products suggested for each, and links to the orders,
 * subscriptions, profile, address book and pets pages, and the next autoship.
 */
export function AccountDashboard({
  customer,
  renderSuggestions,
  lastOrder,
  autoships,
}: {
  customer: Customer;
  renderSuggestions: RenderPetSuggestions;
  /** The customer's last order with a link to it (the orders feature's, composed by the route). */
  lastOrder: ReactNode;
  /** The subscriptions page's name on this site and the next autoship (the autoship feature's). */
  autoships: { title: string; next: ReactNode };
}) {
  const pets = useQuery(petsQueryOptions());
  const suggestions = useQuery(petSuggestionsQueryOptions());

  return (
    <div>
      <p className="account-greeting">Hello, {customer.firstName}!</p>
      <nav aria-label="My account">
        <ul className="link-row account-links">
          <li>
            <Link to="/account/orders">My Orders</Link>
          </li>
          <li>
            <Link to="/account/autoships">{autoships.title}</Link>
          </li>
          <li>
            <Link to="/account/my-profile">My Profile</Link>
          </li>
          <li>
            <Link to="/account/address-book">Address Book</Link>
          </li>
          <li>
            <Link to="/account/my-pets">My Pets</Link>
          </li>
        </ul>
      </nav>

      <AccountSection id="dashboard-last-order" heading="Last order">
        {lastOrder}
      </AccountSection>

      <AccountSection id="dashboard-next-autoship" heading="Next autoship">
        {autoships.next}
      </AccountSection>

      <AccountSection id="dashboard-profile" heading="Profile">
        <div className="account-card">
          <p>
            {customer.firstName} {customer.lastName}
            <br />
            {customer.email}
            {customer.phone ? (
              <>
                <br />
                {customer.phone}
              </>
            ) : null}
          </p>
          <Link to="/account/my-profile">Edit profile</Link>
        </div>
      </AccountSection>

      <AccountSection id="dashboard-address" heading="Default address">
        <div className="account-card">
          {customer.defaultAddress ? (
            <PostalAddress address={customer.defaultAddress} className="account-address" />
          ) : (
            <p>You have no saved address yet.</p>
          )}
          <Link to="/account/address-book">Manage addresses</Link>
        </div>
      </AccountSection>

      <AccountSection id="dashboard-pets" heading="My pets">
        {pets.isPending ? <Skeleton width="50%" /> : null}
        {pets.isError ? <p>We couldn't load your pets right now.</p> : null}
        {pets.data && pets.data.pets.length === 0 ? (
          <p>Tell us about your pets and we will suggest food that suits them.</p>
        ) : null}
        {pets.data?.pets.map((pet) => {
          const handles =
            suggestions.data?.suggestions.find((entry) => entry.petId === pet.id)?.handles ?? [];
          return (
            <div key={pet.id} className="account-card">
              <h3>{pet.name}</h3>
              <p>{petSummary(pet)}</p>
              {handles.length > 0 ? renderSuggestions(handles, `Suggested for ${pet.name}`) : null}
            </div>
          );
        })}
        <Link to="/account/my-pets">Manage pets</Link>
      </AccountSection>
    </div>
  );
}
