import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_LIMITS,
  CONTACT_PROBLEMS,
  CONTACT_TOPIC_VALUES,
  MULTI_LINE_TEXT_PATTERN,
  ORDER_NUMBER_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  type ContactTopic,
} from '@shop/identity';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/**
 * Something besides whitespace: an empty or blank name or message is no name or message. Placed
 * above the text pattern: class-validator reports one 'matches' problem per field, the last
 * declared check that fails (decorators register bottom-up), so an empty value reads as missing.
 */
const NOT_BLANK = /\S/;

/**
 * The form as the shopper filled it in. Limits and patterns come from libs/identity's contact
 * form rules, which the storefront's inline validation reads too. Values are stored and mailed as
 * sent (the storefront trims them first), so a value with spaces around it counts them.
 */
export class ContactFormDto {
  /** The sender's name, 1 to 100 characters, without control characters. */
  @ApiProperty({ minLength: 1, maxLength: CONTACT_LIMITS.name, pattern: SINGLE_LINE_TEXT_PATTERN.source })
  @IsString()
  @MaxLength(CONTACT_LIMITS.name, { message: CONTACT_PROBLEMS.nameTooLong })
  @Matches(NOT_BLANK, { message: CONTACT_PROBLEMS.nameMissing })
  @Matches(SINGLE_LINE_TEXT_PATTERN, { message: CONTACT_PROBLEMS.nameInvalid })
  name!: string;

  /** Where the answer goes; the acknowledgement is sent there too. */
  @ApiProperty({ maxLength: CONTACT_LIMITS.email, pattern: CONTACT_EMAIL_PATTERN.source })
  @IsString()
  @MaxLength(CONTACT_LIMITS.email, { message: CONTACT_PROBLEMS.emailTooLong })
  @Matches(CONTACT_EMAIL_PATTERN, { message: CONTACT_PROBLEMS.emailInvalid })
  email!: string;

  /** What the message is about (libs/identity CONTACT_TOPICS). */
  @ApiProperty({ enum: CONTACT_TOPIC_VALUES, enumName: 'ContactTopic' })
  @IsIn(CONTACT_TOPIC_VALUES, { message: CONTACT_PROBLEMS.topicMissing })
  topic!: ContactTopic;

  /** The order the message is about, as printed on it ('#1001'), when there is one. */
  @ApiProperty({
    required: false,
    maxLength: CONTACT_LIMITS.orderNumber,
    pattern: ORDER_NUMBER_PATTERN.source,
  })
  @IsOptional()
  @IsString()
  @MaxLength(CONTACT_LIMITS.orderNumber, { message: CONTACT_PROBLEMS.orderNumberInvalid })
  @Matches(ORDER_NUMBER_PATTERN, { message: CONTACT_PROBLEMS.orderNumberInvalid })
  orderNumber?: string;

  /** The message, 1 to 5,000 characters; line breaks and tabs are kept, other control characters refused. */
  @ApiProperty({ minLength: 1, maxLength: CONTACT_LIMITS.message, pattern: MULTI_LINE_TEXT_PATTERN.source })
  @IsString()
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_PROBLEMS.messageTooLong })
  @Matches(NOT_BLANK, { message: CONTACT_PROBLEMS.messageMissing })
  @Matches(MULTI_LINE_TEXT_PATTERN, { message: CONTACT_PROBLEMS.messageInvalid })
  message!: string;

  /**
   * Leave out. A field the page hides from people; anything written here marks the message as
   * spam (answered like any other, never mailed).
   */
  @ApiProperty({ required: false, maxLength: CONTACT_LIMITS.website })
  @IsOptional()
  @IsString()
  @MaxLength(CONTACT_LIMITS.website)
  website?: string;
}

/** POST /api/send-contact-us (SPEC §7: 'data'): the form travels inside `data`. */
export class SendContactUsRequestDto {
  @ApiProperty({ type: ContactFormDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ContactFormDto)
  data!: ContactFormDto;
}
