import { ACCEPT_ALL, DECLINE_ALL, type ConsentChoice, type RecordedConsent } from '@shop/consent';
import { Button, CheckboxField, Dialog, VisuallyHidden } from '@shop/ui';
import { useId, useState } from 'react';
import './consent-preferences-dialog.css';

export interface ConsentPreferencesDialogProps {
  /** The choice in force, or null before any: then functional and advertising start off. */
  current: RecordedConsent | null;
  /** Global Privacy Control is on: advertising is off and cannot be turned on here. */
  gpc: boolean;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/**
 * The cookie preferences (loaded on demand): required always on, functional and advertising off
 * until the shopper turns them on; save, accept all or decline all. The ui library's dialog gives
 * focus handling, Escape and the accessible name.
 */
export default function ConsentPreferencesDialog({
  current,
  gpc,
  onSave,
  onClose,
}: ConsentPreferencesDialogProps) {
  const [functional, setFunctional] = useState(current?.functional ?? false);
  const [advertising, setAdvertising] = useState(!gpc && (current?.advertising ?? false));
  const ids = { required: useId(), functional: useId(), advertising: useId() };

  return (
    <Dialog
      title="Cookie settings"
      className="consent-dialog"
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => onSave({ functional, advertising: gpc ? false : advertising })}>
            Save choices
          </Button>
          <Button variant="secondary" onClick={() => onSave(ACCEPT_ALL)}>
            Accept all
          </Button>
          <Button variant="secondary" onClick={() => onSave(DECLINE_ALL)}>
            Decline all
          </Button>
        </>
      }
    >
      <fieldset className="consent-dialog__categories">
        <legend>
          <VisuallyHidden>Cookie categories</VisuallyHidden>
        </legend>
        <div>
          <CheckboxField label="Required" checked disabled aria-describedby={ids.required} />
          <p id={ids.required} className="consent-dialog__category-note">
            Always on: your cart, your sign-in, your delivery ZIP and this choice.
          </p>
        </div>
        <div>
          <CheckboxField
            label="Functional"
            checked={functional}
            onChange={(event) => setFunctional(event.currentTarget.checked)}
            aria-describedby={ids.functional}
          />
          <p id={ids.functional} className="consent-dialog__category-note">
            Product reviews, videos and site analytics.
          </p>
        </div>
        <div>
          <CheckboxField
            label="Advertising"
            checked={gpc ? false : advertising}
            disabled={gpc}
            onChange={(event) => setAdvertising(event.currentTarget.checked)}
            aria-describedby={ids.advertising}
          />
          <p id={ids.advertising} className="consent-dialog__category-note">
            {gpc
              ? 'Off: your browser sends the Global Privacy Control signal, which we honour as an opt-out of advertising.'
              : 'Ads measured and personalised by our advertising partners.'}
          </p>
        </div>
      </fieldset>
    </Dialog>
  );
}
