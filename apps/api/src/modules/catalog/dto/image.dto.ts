/** An image with the text a screen reader says for it. */
export class ImageDto {
  /** Site-relative or absolute URL, e.g. /media/products/cat-adult-chicken-dry.svg. */
  url!: string;
  alt!: string;
}

/** An image whose alt text lives elsewhere (the variant's primary image). */
export class ImageUrlDto {
  url!: string;
}
