import { ContentImageDto, ContentLinkDto } from './content-link.dto';

export class NavLinkDto extends ContentLinkDto {
  /** The link's drop-down entries; empty for a plain link. */
  children!: ContentLinkDto[];
}

export class ContentHeaderDto {
  logo!: ContentImageDto;
  /** Main navigation, in display order. */
  links!: NavLinkDto[];
}
