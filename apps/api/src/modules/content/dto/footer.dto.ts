import { ContentLinkDto } from './content-link.dto';

export class FooterLinkGroupDto {
  heading!: string;
  links!: ContentLinkDto[];
}

export class ContentFooterDto {
  groups!: FooterLinkGroupDto[];
  /** The copyright line. */
  legalText!: string;
}
