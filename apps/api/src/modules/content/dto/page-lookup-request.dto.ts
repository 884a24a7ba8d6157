import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const SLUG_MESSAGE =
  'slug must be lower-case words joined by dashes, optionally in segments separated by slashes';
const trimSlashes = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : value;

export class PageByNameRequestDto {
  /** The page's name, e.g. HomePage, Cart, ErrorPage. */
  @IsString()
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, {
    message: 'name must be letters, digits, spaces, dashes or underscores',
  })
  name!: string;
}

export class PageSlugQueryDto {
  /** The page's path, e.g. 'faq' or 'about-us'; surrounding slashes are ignored. */
  @Transform(trimSlashes)
  @IsString()
  @MaxLength(200)
  @Matches(SLUG, { message: SLUG_MESSAGE })
  slug!: string;
}

export class PlpPageRequestDto {
  /** The listing's path below /products, e.g. 'dog' or 'dog/dry-food'. */
  @Transform(trimSlashes)
  @IsString()
  @MaxLength(200)
  @Matches(SLUG, { message: SLUG_MESSAGE })
  slug!: string;
}
