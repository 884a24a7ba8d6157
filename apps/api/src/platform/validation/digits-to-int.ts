import { Transform } from 'class-transformer';

/**
 * A query parameter that is a count or a size: only plain decimal digits become a number. '1e3',
 * ' 12', '1.0' and '0x10' stay strings and fail @IsInt by name (Number() would read '0x10' as 16
 * and '' as 0). Leading zeros are fine ('0006' is 6).
 */
export function DigitsToInt(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  );
}
