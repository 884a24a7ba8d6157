import { IsString, Length, Matches } from 'class-validator';

export class DeleteCacheItemRequestDto {
  /** The exact cache key, e.g. 'content:version' to drop every cached content answer. */
  @IsString()
  @Length(1, 200)
  @Matches(/^[\w:./-]+$/, { message: 'cacheKey may only contain letters, digits, _ : . / and -' })
  cacheKey!: string;
}
