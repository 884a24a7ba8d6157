/** The two values of the subscription service's og_auth cookie (SPEC §7 /api/crypto, §9). */
export class CryptoValuesDto {
  value1!: string;
  value2!: string;
}
