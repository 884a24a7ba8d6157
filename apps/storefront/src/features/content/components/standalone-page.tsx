import { PawIcon } from '@shop/ui';
import type { ReactNode } from 'react';
import './standalone-page.css';

export interface StandalonePageProps {
  /** The site's name, shown as a quiet brand line above the message. */
  siteTitle: string;
  children: ReactNode;
}

/**
 * The frame of pages shown without the site's layout (SPEC §2: maintenance, password page, and
 * the error page when the layout itself failed): a centred card with the brand and a main
 * landmark, so the page is still navigable and recognisable without header and footer.
 */
export function StandalonePage({ siteTitle, children }: StandalonePageProps) {
  return (
    <div className="standalone-page">
      <main id="main-content" className="standalone-page__card">
        <p className="standalone-page__brand">
          <PawIcon className="standalone-page__logo" />
          <span>{siteTitle}</span>
        </p>
        {children}
      </main>
    </div>
  );
}
