/** One message as a module hands it to MailService: both bodies, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it is not the shop's sender (the contact form's acknowledgement). */
  replyTo?: string;
}
