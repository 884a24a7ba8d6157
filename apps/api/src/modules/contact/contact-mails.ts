import { contactTopicLabel, SITE_TITLES, type SiteId } from '@shop/identity';
import type { MailMessage } from '../../platform/mail/mail-message';
import { renderMail } from '../../platform/mail/mail-template';
import type { ContactFormDto } from './dto/send-contact-us-request.dto';

export interface ContactMailInput {
  site: SiteId;
  form: ContactFormDto;
  reference: string;
  supportEmail: string;
}

/**
 * The message for the support team, with everything the sender wrote; a reply goes straight to
 * the sender.
 */
export function supportMail({ site, form, reference, supportEmail }: ContactMailInput): MailMessage {
  const siteTitle = SITE_TITLES[site];
  const topic = contactTopicLabel(form.topic);
  return {
    ...renderMail(supportEmail, {
      subject: `Contact form: ${topic} (${reference})`,
      greeting: `A message from the contact form of ${siteTitle}:`,
      paragraphs: [
        `From: ${form.name} <${form.email}>`,
        `Topic: ${topic}`,
        ...(form.orderNumber ? [`Order number: ${form.orderNumber}`] : []),
        `Reference: ${reference}`,
        form.message,
        'Reply to this email to answer the sender.',
      ],
      siteTitle,
    }),
    replyTo: form.email,
  };
}

/**
 * The acknowledgement for the sender. It repeats only what the shop chose (the topic's label, the
 * reference), never the name or the message: anyone can type someone else's address into the
 * form, and what they wrote must not reach that inbox under the shop's name.
 */
export function acknowledgementMail({ site, form, reference, supportEmail }: ContactMailInput): MailMessage {
  const siteTitle = SITE_TITLES[site];
  return {
    ...renderMail(form.email, {
      subject: 'We have your message',
      greeting: 'Hello,',
      paragraphs: [
        `Thank you for writing to ${siteTitle}. We have your message about: ${contactTopicLabel(form.topic)}, and we will answer by email as soon as we can.`,
        `Your reference is ${reference}. Please quote it if you write to us again about the same thing; you can simply reply to this email.`,
        'You are receiving this because this address was entered in the contact form on our website. If that was not you, you can ignore this email.',
      ],
      siteTitle,
    }),
    replyTo: supportEmail,
  };
}
