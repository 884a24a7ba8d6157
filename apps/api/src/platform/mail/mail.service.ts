import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { MailMessage } from './mail-message';
import type { MailReceipt, MailTransport } from './mail-transport';

/** How long shutdown waits for messages still being sent. */
const SHUTDOWN_FLUSH_MS = 10_000;

/**
 * Sends the shop's mail through SMTP or into the outbox folder (MailModule chooses). Modules call
 * `send` when the caller must know the outcome, and `sendLater` when the answer must not depend
 * on it: a sign-in or password-reset answer that waited on mail would take longer for a
 * registered address than for an unknown one, and tell an attacker which addresses exist.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {}

  get description(): string {
    return this.transport.description;
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const receipt = await this.transport.send(this.from, message);
    this.logger.log(
      `Sent '${message.subject}' (${receipt.file ? `outbox file ${receipt.file}` : `message ${receipt.messageId}`})`,
    );
    return receipt;
  }

  /** Sends without the caller waiting; a failure is logged with the subject, never thrown. */
  sendLater(message: MailMessage): void {
    const sending = this.send(message).catch((error: unknown) => {
      this.logger.error(`Could not send '${message.subject}': ${(error as Error).message}`);
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Resolves when every message handed to sendLater so far has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((done) => {
      timer = setTimeout(done, SHUTDOWN_FLUSH_MS);
      timer.unref();
    });
    await Promise.race([this.idle(), deadline]);
    clearTimeout(timer);
    this.transport.close();
  }
}
