import { Button } from '@shop/ui';
import { useEffect, useRef } from 'react';
import './contact-confirmation.css';

export interface ContactConfirmationProps {
  reference: string;
  email: string;
  onSendAnother: () => void;
}

/**
 * What a sender sees once the shop has the message: the reference to quote, where the
 * acknowledgement went, and a way back to an empty form. Takes focus when it appears, so a
 * screen reader announces it and the keyboard continues from here.
 */
export function ContactConfirmation({ reference, email, onSendAnother }: ContactConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="contact-confirmation" aria-labelledby="contact-confirmation-heading">
      <h2 id="contact-confirmation-heading" ref={headingRef} tabIndex={-1}>
        Thank you, we have your message
      </h2>
      <p>
        Your reference is <strong className="contact-confirmation__reference">{reference}</strong>. Please
        quote it if you write to us again about the same thing.
      </p>
      <p>A confirmation is on its way to {email}. We will answer by email as soon as we can.</p>
      <Button variant="secondary" onClick={onSendAnother}>
        Send another message
      </Button>
    </section>
  );
}
