import { Spinner } from '@shop/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageHead } from '../lib/page-head/page-head';
import type { Customer } from '../lib/session/session-queries';
import { useSession } from '../lib/session/use-session';
import { loginPathFor } from './account-route-loaders';

export interface AccountPageFrameProps {
  title: string;
  /** '' for the pages SPEC §2 gives an empty description. */
  description?: string;
  children: (customer: Customer) => ReactNode;
}

/**
 * The frame of every account page: its head and heading, and the page only for a signed-in
 * customer. The loader already sent guests to the login page; if the session ends while the page is
 * open (another tab logged out), the page gives way to the login page the same way.
 */
export function AccountPageFrame({ title, description, children }: AccountPageFrameProps) {
  const { status, customer } = useSession();
  const { pathname, search, hash } = useLocation();

  if (status === 'signedOut') return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return (
    <div className="page account-page">
      <PageHead title={title} description={description} />
      <h1 className="page__title">{title}</h1>
      {customer ? children(customer) : <Spinner label="Loading your account…" />}
    </div>
  );
}
