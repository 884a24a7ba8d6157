import { ApiProperty } from '@nestjs/swagger';
import {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_MAX_DIMENSION,
  type ImageFit,
  type ImageFormat,
} from '@shop/catalog';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Plain digits only: '1e3', ' 12', '1.0' and '0x10' stay strings and fail IsInt by name. */
const digitsToInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/**
 * One rendition of one image. Build these URLs with `optimizedImageUrl` / `imageSrcSet` from
 * @shop/catalog rather than by hand, so equal renditions share one URL and one cache entry.
 */
export class ImageQueryDto {
  /**
   * The image: a path under /media/ (e.g. /media/products/x.svg), the alias /content-assets/
   * (= /media/content/), or an absolute http(s) URL on the shop's own host or an allowed
   * content host (IMAGE_CONTENT_HOSTS).
   */
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  src!: string;

  /** Output width in pixels; with neither w nor h the image keeps its own size. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: IMAGE_MAX_DIMENSION, required: false })
  @IsOptional()
  @Transform(digitsToInt)
  @IsInt()
  @Min(1)
  @Max(IMAGE_MAX_DIMENSION)
  w?: number;

  /** Output height in pixels. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: IMAGE_MAX_DIMENSION, required: false })
  @IsOptional()
  @Transform(digitsToInt)
  @IsInt()
  @Min(1)
  @Max(IMAGE_MAX_DIMENSION)
  h?: number;

  /** Output format. When absent: webp, unless the Accept header rules it out. */
  @ApiProperty({
    enum: IMAGE_FORMATS,
    enumName: 'ImageFormat',
    required: false,
    default: DEFAULT_IMAGE_FORMAT,
  })
  @IsOptional()
  @IsIn(IMAGE_FORMATS)
  format?: ImageFormat;

  /** Encoder quality; for png, below 100 a palette image. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, required: false, default: DEFAULT_IMAGE_QUALITY })
  @IsOptional()
  @Transform(digitsToInt)
  @IsInt()
  @Min(1)
  @Max(100)
  q: number = DEFAULT_IMAGE_QUALITY;

  /** How the image fills a w x h box (sharp's fit modes); only matters when both are given. */
  @ApiProperty({ enum: IMAGE_FITS, enumName: 'ImageFit', required: false, default: DEFAULT_IMAGE_FIT })
  @IsOptional()
  @IsIn(IMAGE_FITS)
  fit: ImageFit = DEFAULT_IMAGE_FIT;

  /**
   * Background as hex (rgb, rrggbb or rrggbbaa; a leading # must be sent as %23). Fills the
   * padding of fit=contain and replaces transparency in jpeg. Default: transparent (white in jpeg).
   */
  @IsOptional()
  @Matches(/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, {
    message: 'bg must be a hex colour such as ffffff',
  })
  bg?: string;
}
