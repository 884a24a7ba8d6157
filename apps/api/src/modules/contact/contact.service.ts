import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SiteId } from '@shop/identity';
import type { Env } from '../../platform/config/env.schema';
import { TooManyRequestsError } from '../../platform/errors/too-many-requests.error';
import { MailService } from '../../platform/mail/mail.service';
import { WindowCounters, type WindowCounter } from '../../platform/rate-limit/window-counters';
import { acknowledgementMail, supportMail } from './contact-mails';
import { newContactReference } from './contact-reference';
import { ContactRepository } from './contact.repository';
import type { ContactReceiptDto } from './dto/contact-receipt.dto';
import type { ContactFormDto } from './dto/send-contact-us-request.dto';

/**
 * Messages one email address may send in an hour. The per-client limit (the 'contact' rate-limit
 * tier) stops one machine flooding the form; this stops many machines flooding one inbox with
 * acknowledgements, and one sender flooding support.
 */
export const CONTACT_MESSAGES_PER_EMAIL = 5;
export const CONTACT_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** Tries at a fresh reference when one is taken (about one in 10^12 per message). */
const REFERENCE_ATTEMPTS = 3;

/**
 * The contact form (SPEC §2 /contact-us, §7 send-contact-us): keeps every message, mails support
 * and acknowledges the sender. A message whose spam trap is filled gets the very same answer, is
 * kept flagged, and mails no one, so a bot learns nothing from trying.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');
  private readonly perEmail: WindowCounter;
  private readonly supportEmail: string;

  constructor(
    private readonly messages: ContactRepository,
    private readonly mail: MailService,
    config: ConfigService<Env, true>,
    counters: WindowCounters,
  ) {
    this.supportEmail = config.get('SUPPORT_EMAIL', { infer: true });
    this.perEmail = counters.counter('contact-email', CONTACT_MESSAGES_PER_EMAIL, CONTACT_EMAIL_WINDOW_MS);
  }

  async receive(site: SiteId, form: ContactFormDto): Promise<ContactReceiptDto> {
    await this.checkEmailAllowance(form.email);
    const spam = (form.website ?? '').trim() !== '';
    const reference = await this.store(site, form, spam);
    if (spam) {
      this.logger.log(`Message ${reference} filled the spam trap: kept, not mailed`);
    } else {
      // The message is stored: the sender's answer does not wait on (or fail with) the mail server.
      const input = { site, form, reference, supportEmail: this.supportEmail };
      this.mail.sendLater(supportMail(input));
      this.mail.sendLater(acknowledgementMail(input));
    }
    return { status: 'received', reference };
  }

  private async checkEmailAllowance(email: string): Promise<void> {
    // The counter keeps a digest of the address, never the address itself.
    const refused = await this.perEmail.take(email.toLowerCase());
    if (!refused) return;
    const { retryAfterSeconds } = refused;
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new TooManyRequestsError(
      'TOO_MANY_MESSAGES',
      `We already have ${CONTACT_MESSAGES_PER_EMAIL} messages from this email address in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      retryAfterSeconds,
    );
  }

  private async store(site: SiteId, form: ContactFormDto, spam: boolean): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const reference = newContactReference();
      const stored = await this.messages.insert({
        reference,
        site,
        name: form.name,
        email: form.email,
        topic: form.topic,
        orderNumber: form.orderNumber ?? null,
        message: form.message,
        spam,
      });
      if (stored) return reference;
      if (attempt === REFERENCE_ATTEMPTS) throw new Error(`No free contact reference after ${attempt} tries`);
    }
  }
}
