import { IsString, Length, Matches } from 'class-validator';
import { SessionTokenBodyDto } from '../../../platform/auth';

export class DeleteCacheItemRequestDto extends SessionTokenBodyDto {
  /**
   * The exact cache key, e.g. 'session:{id}' (a signed-in customer's own) or, for an operator,
   * 'content:version' to drop every cached content answer. Printable characters without spaces;
   * '*' is refused because keys are never patterns here.
   */
  @IsString()
  @Length(1, 200)
  @Matches(/^[\x21-\x29\x2b-\x7e]+$/, {
    message: 'cacheKey must be printable characters without spaces or *',
  })
  cacheKey!: string;
}
