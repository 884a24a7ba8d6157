export class UsStateDto {
  /** USPS code, e.g. CO. */
  code!: string;
  /** e.g. Colorado. */
  name!: string;
}

export class StateLookupDto {
  zipCode!: string;
  state!: UsStateDto;
}
