import { ApiProperty } from '@nestjs/swagger';

export class CustomerSummaryDto {
  /** 'gid://shop/Customer/{id}' */
  @ApiProperty({ example: 'gid://shop/Customer/0b5e7c62-4c8e-4f7a-9d0e-2a1f3c4d5e6f' })
  id!: string;
  email!: string;
  firstName!: string;
  lastName!: string;
}

/** A signed-in session, as sign-in and refresh answer it (the cookie carries the same token). */
export class SessionAnswerDto {
  /** Opaque; send it as the body field sessionToken, as a Bearer header, or let the cookie carry it. */
  sessionToken!: string;
  /** When the session ends if unused (ISO 8601); every use moves it on, up to absoluteExpiresAt. */
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
  /** When the session ends however often it is used (ISO 8601). */
  @ApiProperty({ format: 'date-time' })
  absoluteExpiresAt!: string;
  /** The session's server cache entry, which sign-out deletes (POST /api/delete-cache-item). */
  cacheKey!: string;
  customer!: CustomerSummaryDto;
}

/** The answer that says nothing about whether an address has an account. */
export class CheckEmailDto {
  @ApiProperty({ enum: ['CHECK_EMAIL'] })
  status!: 'CHECK_EMAIL';
  message!: string;
}

export class OkDto {
  @ApiProperty({ enum: [true] })
  ok!: true;
}
