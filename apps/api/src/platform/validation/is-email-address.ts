import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/** Half of a UTF-16 surrogate pair, alone: not text, and what makes validator throw. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether a value is an email address people use: validator's isEmail (with a top-level domain,
 * no IP-literal hosts), at most 254 characters. Unlike class-validator's @IsEmail it never throws:
 * validator decodes the address with decodeURIComponent, which throws on a lone UTF-16 surrogate
 * (half an emoji), and a throwing validator is a 500 instead of a 400.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH || LONE_SURROGATE.test(value))
    return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

/** class-validator decorator for isEmailAddress. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => isEmailAddress(value),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be an email address`,
      },
    },
    options,
  );
}
