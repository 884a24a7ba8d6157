import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactFormProblems,
  contactFormValues,
  type ContactField,
  type ContactFormInput,
} from '@shop/identity';
import { Button, VisuallyHidden } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { sendContactMessageMutation } from '../api/contact-mutations';
import { ContactConfirmation } from './contact-confirmation';
import './contact-form.css';

const EMPTY_FORM: ContactFormInput = { name: '', email: '', topic: '', orderNumber: '', message: '' };

/** Fields in page order: the first one with a problem takes focus when sending is refused. */
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'topic', 'orderNumber', 'message'];

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The words for a failed send: the API's own message, or what to do when it never answered. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'We could not reach the shop. Check your connection and try again.';
}

/**
 * The contact form (SPEC §2 /contact-us): name, email, topic, an optional order number and the
 * message, checked as they are filled in with the same rules the API applies (libs/identity
 * contact form), then sent to POST /api/send-contact-us. A field's problem shows once it has been
 * left or a send was tried. The API's refusal (including its 429 when too many messages came from
 * one address) is shown as it says it. Also carries the spam trap: a field people never see or
 * reach, which bots filling every input do fill.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormInput>(EMPTY_FORM);
  const [website, setWebsite] = useState('');
  const [visited, setVisited] = useState<ReadonlySet<ContactField>>(new Set());
  const [sendTried, setSendTried] = useState(false);
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const send = useMutation(sendContactMessageMutation());
  const baseId = useId();

  const problems = contactFormProblems(values);
  const shownProblem = (field: ContactField) =>
    sendTried || visited.has(field) ? problems[field] : undefined;

  if (send.isSuccess) {
    return (
      <ContactConfirmation
        reference={send.data.reference}
        email={values.email.trim()}
        onSendAnother={() => {
          // The sender is the same person: keep who they are, clear what they wrote.
          setValues({ ...EMPTY_FORM, name: values.name, email: values.email });
          setWebsite('');
          setVisited(new Set());
          setSendTried(false);
          send.reset();
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setSendTried(true);
    const data = contactFormValues(values);
    if (!data) {
      const first = FIELD_ORDER.find((field) => problems[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    send.mutate({ body: { data: website === '' ? data : { ...data, website } } });
  };

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  const leave = (field: ContactField) => () => setVisited((current) => new Set(current).add(field));

  /** What every field shares: its id, value, refs, events and the link to its problem. */
  const fieldProps = (field: ContactField, hintId?: string) => {
    const problem = shownProblem(field);
    const describedBy = [hintId, problem ? `${baseId}-${field}-problem` : undefined].filter(Boolean);
    return {
      id: `${baseId}-${field}`,
      className: 'ui-control',
      name: field,
      value: values[field],
      ref: (element: FieldElement | null) => {
        fields.current[field] = element;
      },
      onChange: update(field),
      onBlur: leave(field),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    } as const;
  };

  const problemText = (field: ContactField): ReactNode => {
    const problem = shownProblem(field);
    return problem ? (
      <p id={`${baseId}-${field}-problem`} className="contact-form__problem">
        {problem}
      </p>
    ) : null;
  };

  const messageLength = values.message.length;
  const counterId = `${baseId}-message-count`;

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label="Contact us">
      <div className="contact-form__field">
        <label htmlFor={`${baseId}-name`}>Name</label>
        <input {...fieldProps('name')} type="text" autoComplete="name" required />
        {problemText('name')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${baseId}-email`}>Email address</label>
        <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" required />
        {problemText('email')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${baseId}-topic`}>What is your message about?</label>
        <select {...fieldProps('topic')} required>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
        {problemText('topic')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${baseId}-orderNumber`}>
          Order number <span className="contact-form__optional">(optional)</span>
        </label>
        <input
          {...fieldProps('orderNumber', `${baseId}-orderNumber-hint`)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
        />
        <p id={`${baseId}-orderNumber-hint`} className="contact-form__hint">
          As it appears on your order confirmation, for example #1001.
        </p>
        {problemText('orderNumber')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${baseId}-message`}>Message</label>
        <textarea {...fieldProps('message', counterId)} rows={8} required />
        <p
          id={counterId}
          className={
            messageLength > CONTACT_LIMITS.message
              ? 'contact-form__counter contact-form__counter--over'
              : 'contact-form__counter'
          }
        >
          {messageLength.toLocaleString('en-US')} of {CONTACT_LIMITS.message.toLocaleString('en-US')}{' '}
          characters
        </p>
        {problemText('message')}
      </div>

      {/* The spam trap: out of sight, out of the tab order and of the accessibility tree. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${baseId}-website`}>Leave this field empty</label>
        <input
          id={`${baseId}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>

      {send.isError ? (
        <p className="contact-form__failure" role="alert">
          {failureMessage(send.error)}
        </p>
      ) : null}

      <div className="contact-form__actions">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
        <VisuallyHidden role="status">{send.isPending ? 'Sending your message…' : ''}</VisuallyHidden>
      </div>
    </form>
  );
}
