import { Module } from '@nestjs/common';
import { ConsentController } from './consent.controller';
import { ConsentRepository } from './consent.repository';
import { ConsentService } from './consent.service';

/**
 * Cookie consent (issue 23): a signed-in shopper's choices, stored so they follow the shopper to
 * another device. The rules (policy version, Global Privacy Control) are libs/consent's.
 */
@Module({
  controllers: [ConsentController],
  providers: [ConsentService, ConsentRepository],
})
export class ConsentModule {}
