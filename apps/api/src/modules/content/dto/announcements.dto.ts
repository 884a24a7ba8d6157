import { ApiProperty } from '@nestjs/swagger';
import { ContentLinkDto } from './content-link.dto';

export class AnnouncementDto {
  /** Stable id, usable as a React key or to remember a dismissal. */
  id!: string;
  text!: string;
  @ApiProperty({ type: ContentLinkDto, nullable: true })
  link!: ContentLinkDto | null;
}

export class AnnouncementsDto {
  /** Announcements live right now for this site, in display order. */
  announcements!: AnnouncementDto[];
}
