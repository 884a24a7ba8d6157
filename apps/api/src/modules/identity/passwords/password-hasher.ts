import { Injectable } from '@nestjs/common';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's minimum recommended parameters (19 MiB, 2 passes, 1 lane): about 50 ms per
 * hash on our machines, computed on libuv's pool so the event loop keeps serving.
 */
const ARGON2ID_OPTIONS: Options = {
  // Algorithm is an ambient const enum, which isolated-module compilers cannot inline.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a password nobody knows, at the same parameters, checked when the email is unknown:
 * an unknown address then costs the same Argon2 work as a known one, so timing does not tell an
 * attacker which addresses have accounts.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$K4Mwdb5aHRPTUUNafWHIwQ$Ml4gH2Q6TyRsPxb7u5lfiNtxIxTwROihKZagokVwNTc';

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID_OPTIONS);
  }

  /** Whether the password matches; with no stored hash, the dummy is checked and false returned. */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(DUMMY_HASH, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
