import { Global, Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';
import { redactedUrl } from '../config/redacted-url';
import { outboxFolder, outboxTransport, smtpTransport } from './mail-transport';
import { MailService } from './mail.service';

/** Mail for every module: SMTP when SMTP_URL is set, otherwise .eml files in an outbox folder. */
@Global()
@Module({
  providers: [
    {
      provide: MailService,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => {
        const url = config.get('SMTP_URL', { infer: true });
        const transport = url
          ? smtpTransport(url, `SMTP server ${redactedUrl(url)}`)
          : outboxTransport(
              outboxFolder({
                MAIL_OUTBOX_DIR: config.get('MAIL_OUTBOX_DIR', { infer: true }),
                DATA_DIR: config.get('DATA_DIR', { infer: true }),
              }),
            );
        new Logger('Mail').log(`Mail goes to the ${transport.description}`);
        return new MailService(transport, config.get('MAIL_FROM', { infer: true }));
      },
    },
  ],
  exports: [MailService],
})
export class MailModule {}
