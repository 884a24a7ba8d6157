import { Module } from '@nestjs/common';
import { WindowCounters } from '../../platform/rate-limit/window-counters';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/** The contact form of both sites (SPEC §2 /contact-us, §7 send-contact-us). */
@Module({
  controllers: [ContactController],
  providers: [ContactService, ContactRepository, WindowCounters],
})
export class ContactModule {}
