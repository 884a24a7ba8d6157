import type { ReactNode } from 'react';
import './account-page.css';

/** One titled part of an account page (its heading names the section for assistive technology). */
export function AccountSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id} className="account-section__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
