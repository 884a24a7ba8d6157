/**
 * What the contact form (SPEC §2 /contact-us, §7 POST /api/send-contact-us) may carry. The API's
 * request DTO is built from these limits and patterns and the storefront's inline validation calls
 * {@link contactFormProblems}, so a message the page lets through is one the API accepts.
 */

/** The topics a shopper picks from, with the words the form and the mails show for each. */
export const CONTACT_TOPICS = [
  { value: 'order', label: 'An order' },
  { value: 'product', label: 'A product' },
  { value: 'autoship', label: 'Autoship' },
  { value: 'website', label: 'The website' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CONTACT_TOPIC_VALUES: readonly ContactTopic[] = CONTACT_TOPICS.map((topic) => topic.value);

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPIC_VALUES as readonly string[]).includes(value);
}

/** The label of a topic ('An order'); the value itself for anything that is not one. */
export function contactTopicLabel(topic: string): string {
  return CONTACT_TOPICS.find((entry) => entry.value === topic)?.label ?? topic;
}

/**
 * Longest value of each field, in UTF-16 code units (what `String.length` and the API count).
 * 254 is the longest address SMTP can carry; 5,000 characters is a long letter, and keeps a
 * message well inside the API's body limit.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  orderNumber: 20,
  message: 5000,
  /** The spam trap takes anything a bot writes there, within reason. */
  website: 500,
} as const;

/**
 * One-line text, not empty: no control characters at all (C0, DEL, C1), so nothing can break a
 * mail header or a log line.
 */
// eslint-disable-next-line no-control-regex -- naming control characters is the point
export const SINGLE_LINE_TEXT_PATTERN = /^[^\x00-\x1f\x7f-\x9f]+$/;

/** The message, not empty: control characters refused except tab, line feed and carriage return (CRLF lines). */
// eslint-disable-next-line no-control-regex -- naming control characters is the point
export const MULTI_LINE_TEXT_PATTERN = /^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]+$/;

/**
 * An address mail can go to as it is: an ASCII local part of RFC 5322 atoms and dots, at a host
 * name with a letter TLD. Stricter than the RFC on purpose: no quotes, spaces, commas or angle
 * brackets, so an address can never read as two recipients or a display name.
 */
export const CONTACT_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** An order number as the shop prints it: digits, optionally after '#' ('#1001'). */
export const ORDER_NUMBER_PATTERN = /^#?[0-9]{1,19}$/;

/** The words shown for each problem, on the page and in the API's 400 answer alike. */
export const CONTACT_PROBLEMS = {
  nameMissing: 'Enter your name',
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters`,
  nameInvalid: 'Your name cannot contain control characters',
  emailInvalid: 'Enter an email address like name@example.com',
  emailTooLong: `Your email address can be at most ${CONTACT_LIMITS.email} characters`,
  topicMissing: 'Choose what your message is about',
  orderNumberInvalid: `An order number is digits, optionally after #, at most ${CONTACT_LIMITS.orderNumber} characters`,
  messageMissing: 'Enter your message',
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
  messageInvalid: 'Your message cannot contain control characters',
} as const;

/** The form as a person fills it in; blank optional fields are empty strings. */
export interface ContactFormInput {
  name: string;
  email: string;
  topic: string;
  orderNumber: string;
  message: string;
}

export type ContactField = keyof ContactFormInput;

/** The fields the API receives: trimmed, with a blank order number left out. */
export interface ContactFormValues {
  name: string;
  email: string;
  topic: ContactTopic;
  orderNumber?: string;
  message: string;
}

/** Trims every field (the API trims too), so leading and trailing spaces never count. */
export function normalizeContactForm(input: ContactFormInput): ContactFormInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    topic: input.topic.trim(),
    orderNumber: input.orderNumber.trim(),
    message: input.message.trim(),
  };
}

/**
 * The problem with each field that has one, in the words of {@link CONTACT_PROBLEMS}; an empty
 * object when the form can be sent. Reads the form as the API will: trimmed.
 */
export function contactFormProblems(input: ContactFormInput): Partial<Record<ContactField, string>> {
  const form = normalizeContactForm(input);
  const problems: Partial<Record<ContactField, string>> = {};
  if (form.name === '') problems.name = CONTACT_PROBLEMS.nameMissing;
  else if (form.name.length > CONTACT_LIMITS.name) problems.name = CONTACT_PROBLEMS.nameTooLong;
  else if (!SINGLE_LINE_TEXT_PATTERN.test(form.name)) problems.name = CONTACT_PROBLEMS.nameInvalid;

  if (form.email.length > CONTACT_LIMITS.email) problems.email = CONTACT_PROBLEMS.emailTooLong;
  else if (!CONTACT_EMAIL_PATTERN.test(form.email)) problems.email = CONTACT_PROBLEMS.emailInvalid;

  if (!isContactTopic(form.topic)) problems.topic = CONTACT_PROBLEMS.topicMissing;

  if (
    form.orderNumber !== '' &&
    (form.orderNumber.length > CONTACT_LIMITS.orderNumber || !ORDER_NUMBER_PATTERN.test(form.orderNumber))
  )
    problems.orderNumber = CONTACT_PROBLEMS.orderNumberInvalid;

  if (form.message === '') problems.message = CONTACT_PROBLEMS.messageMissing;
  else if (form.message.length > CONTACT_LIMITS.message) problems.message = CONTACT_PROBLEMS.messageTooLong;
  else if (!MULTI_LINE_TEXT_PATTERN.test(form.message)) problems.message = CONTACT_PROBLEMS.messageInvalid;
  return problems;
}

/**
 * The values to send when the form has no problems, else null. A blank order number is left out
 * rather than sent empty (the API refuses an empty one).
 */
export function contactFormValues(input: ContactFormInput): ContactFormValues | null {
  if (Object.keys(contactFormProblems(input)).length > 0) return null;
  const form = normalizeContactForm(input);
  return {
    name: form.name,
    email: form.email,
    topic: form.topic as ContactTopic,
    ...(form.orderNumber === '' ? {} : { orderNumber: form.orderNumber }),
    message: form.message,
  };
}
