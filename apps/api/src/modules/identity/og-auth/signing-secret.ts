import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../../platform/config/env.schema';
import { IdentitySecretsRepository } from './identity-secrets.repository';

const SECRET_NAME = 'cookie-signing';

/**
 * Signs values the shop hands to browsers and must recognise later (the og_auth cookie), with
 * HMAC-SHA256. The key is COOKIE_SIGNING_SECRET when set; otherwise a random one made at the
 * first start and kept in the database, so every API process on it signs alike and restarts do
 * not invalidate what was signed.
 */
@Injectable()
export class SigningSecret implements OnModuleInit {
  private key: Buffer | undefined;

  constructor(
    private readonly secrets: IdentitySecretsRepository,
    private readonly config: ConfigService<Env, true>,
  ) {}

  async onModuleInit(): Promise<void> {
    const configured = this.config.get('COOKIE_SIGNING_SECRET', { infer: true });
    this.key = Buffer.from(
      configured ?? (await this.secrets.getOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'))),
    );
  }

  /** The signature of a value (base64url, 43 characters). */
  sign(value: string): string {
    return createHmac('sha256', this.requireKey()).update(value).digest('base64url');
  }

  /** Whether a signature is this key's for the value, compared in constant time. */
  verify(value: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** A value only this key can make from `purpose` (per-session values derived without storage). */
  derive(purpose: string): string {
    return this.sign(`derive:${purpose}`);
  }

  private requireKey(): Buffer {
    if (!this.key) throw new Error('SigningSecret used before the module started');
    return this.key;
  }
}
