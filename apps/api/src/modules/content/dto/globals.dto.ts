import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class GetGlobalsRequestDto {
  /** Keys to return; all of them when omitted or empty. Unknown keys are simply absent. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  @Matches(/^[A-Za-z][A-Za-z0-9_]*$/, {
    each: true,
    message: 'each field must be a setting key like freeShippingThreshold',
  })
  fields?: string[];
}

/**
 * Site settings. The keys below are the ones the storefront uses; editors may add others, which
 * come back as they were stored.
 */
export class GlobalsDto {
  /** Order subtotal in USD from which shipping is free. */
  freeShippingThreshold?: number;
  /** When true the ZIP picker accepts any ZIP; also true while the API's ZIP_VALIDATION_BYPASS is on. */
  zipBypass?: boolean;
  /** Show 'See checkout for delivery date' instead of a date to Hawaii profiles (SPEC §2). */
  hawaiiDeliveryNote?: boolean;
  /** Service charge in USD added to orders shipped to Alaska and Hawaii. */
  alaskaHawaiiServiceCharge?: number;
  supportPhone?: string;
  supportEmail?: string;
  /** Whether the site declares a site-wide search action (off on the staff-feeding site). */
  sitewideSearchEnabled?: boolean;
}

export class GlobalsResponseDto {
  globals!: GlobalsDto;
}
