import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  isEligibleForPd,
  ogAuthPayload,
  ogAuthValue,
  parseOgAuthValue,
  type OgAuthParts,
} from '@shop/identity';
import type { Env } from '../../../platform/config/env.schema';
import type { Caller } from '../../../platform/auth';
import type { CryptoValuesDto } from '../dto/crypto-values.dto';
import { SigningSecret } from './signing-secret';

export interface SubscriptionAuth {
  values: CryptoValuesDto;
  /** The og_auth cookie's value: customer id, the two values, and our signature. */
  cookieValue: string;
}

/**
 * The subscription service's og_auth cookie (SPEC §7 /api/crypto, §9). The two values are
 * derived from the session id with the signing secret: random-looking, the same for the whole
 * session, different for every session, and nothing to store. The cookie carries them with the
 * customer id and an HMAC over all three, so a client cannot make one for another customer.
 */
@Injectable()
export class SubscriptionAuthService {
  private readonly pdEligibleGroups: string;

  constructor(
    private readonly secret: SigningSecret,
    config: ConfigService<Env, true>,
  ) {
    this.pdEligibleGroups = config.get('PD_ELIGIBLE_ACCOUNT_GROUPS', { infer: true });
  }

  issue(caller: Caller): SubscriptionAuth {
    const values = {
      value1: this.secret.derive(`og_auth:value1:${caller.sessionId}`),
      value2: this.secret.derive(`og_auth:value2:${caller.sessionId}`),
    };
    const parts: OgAuthParts = { customerId: caller.publicId, ...values };
    return { values, cookieValue: ogAuthValue(parts, this.secret.sign(`og_auth:${ogAuthPayload(parts)}`)) };
  }

  /** The parts of an og_auth value this server signed; null for anything else. */
  verify(cookieValue: string): OgAuthParts | null {
    const parsed = parseOgAuthValue(cookieValue);
    if (!parsed || !this.secret.verify(`og_auth:${parsed.payload}`, parsed.signature)) return null;
    return { customerId: parsed.customerId, value1: parsed.value1, value2: parsed.value2 };
  }

  /** The professional-discount flag (SPEC §6) for an account group, from PD_ELIGIBLE_ACCOUNT_GROUPS. */
  isEligibleForPd(accountGroup: string | null): boolean {
    return isEligibleForPd(accountGroup, this.pdEligibleGroups);
  }
}
