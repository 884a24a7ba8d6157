import { Button } from '@shop/ui';
import { useId } from 'react';
import './consent-banner.css';

export interface ConsentBannerProps {
  /** Global Privacy Control is on: advertising stays off, and the banner says so. */
  gpc: boolean;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onSettings: () => void;
}

/**
 * The first-visit question: a labelled region (not a modal: the shop stays usable), with 'Accept
 * all' and 'Decline all' side by side and equally weighted, as regulators ask, and the way to the
 * finer choice. Loaded on demand, only while there is no choice: a returning shopper's pages fetch
 * neither its code nor its stylesheet.
 */
export default function ConsentBanner({ gpc, onAcceptAll, onDeclineAll, onSettings }: ConsentBannerProps) {
  const titleId = useId();
  return (
    <section className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner">
      <h2 id={titleId} className="consent-banner__title">
        Your cookie choices
      </h2>
      <p className="consent-banner__text">
        Required cookies keep the shop working: your cart, your sign-in and your delivery ZIP. With your
        permission we also use functional cookies (product reviews, videos and site analytics) and advertising
        cookies.
        {gpc ? ' Your browser’s Global Privacy Control signal is on, so advertising cookies stay off.' : null}
      </p>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={onAcceptAll}>
          Accept all
        </Button>
        <Button variant="secondary" onClick={onDeclineAll}>
          Decline all
        </Button>
        <Button variant="ghost" onClick={onSettings}>
          Cookie settings
        </Button>
      </div>
    </section>
  );
}
