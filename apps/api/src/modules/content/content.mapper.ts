import { pageTitle, SITE_TITLES, type SiteId } from '@shop/identity';
import type { ContentComponent } from './content-components';
import type {
  contentAnnouncements,
  contentBanners,
  contentFooters,
  contentHeaders,
  contentPasswordProtect,
  ContentPageRow,
  StoredLink,
} from './content.schema';
import type { AnnouncementDto } from './dto/announcements.dto';
import type { BannerDto } from './dto/banners.dto';
import type { ContentComponentDto } from './dto/content-component.dto';
import type { ContentLinkDto } from './dto/content-link.dto';
import type { ContentPageDto } from './dto/content-page.dto';
import type { ContentFooterDto } from './dto/footer.dto';
import type { ContentHeaderDto } from './dto/header.dto';
import type { PasswordProtectDto } from './dto/password-protect.dto';
import { linkTargetKind } from './link-target';

/** Rows of the Content module's tables → the DTOs the storefront reads. */

export function toLinkDto(link: StoredLink): ContentLinkDto {
  return { label: link.label, url: link.url, external: linkTargetKind(link.url) === 'external' };
}

function optionalLink(label: string | null, url: string | null): ContentLinkDto | null {
  return url ? toLinkDto({ label: label ?? '', url }) : null;
}

export function toAnnouncementDto(row: typeof contentAnnouncements.$inferSelect): AnnouncementDto {
  return { id: row.key, text: row.text, link: optionalLink(row.linkLabel, row.linkUrl) };
}

export function toHeaderDto(row: typeof contentHeaders.$inferSelect): ContentHeaderDto {
  return {
    logo: row.logo,
    links: row.links.map((l) => ({ ...toLinkDto(l), children: l.children.map(toLinkDto) })),
  };
}

export function toFooterDto(row: typeof contentFooters.$inferSelect): ContentFooterDto {
  return {
    groups: row.groups.map((g) => ({ heading: g.heading, links: g.links.map(toLinkDto) })),
    legalText: row.legalText,
  };
}

export function toBannerDto(row: typeof contentBanners.$inferSelect): BannerDto {
  return {
    id: row.key,
    headline: row.headline,
    body: row.body,
    link: optionalLink(row.linkLabel, row.linkUrl),
    image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null,
    placement: row.placement,
  };
}

/** Disabled when the site has no gate configured. */
export function toPasswordProtectDto(
  row: typeof contentPasswordProtect.$inferSelect | undefined,
): PasswordProtectDto {
  return row
    ? { enabled: row.enabled, heading: row.heading, message: row.message }
    : { enabled: false, heading: '', message: '' };
}

/** A page as a site shows it: the staff site's own title where it has one (SPEC §2). */
export function toPageDto(row: ContentPageRow, site: SiteId): ContentPageDto {
  const title = site === 'HPSF' && row.staffTitle ? row.staffTitle : row.title;
  return {
    slug: row.slug,
    name: row.name,
    title,
    documentTitle: pageTitle(title, SITE_TITLES[site]),
    description: row.description,
    components: row.components.map((component, index) =>
      toComponentDto(component, index === row.components.length - 1),
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toComponentDto(component: ContentComponent, isLast: boolean): ContentComponentDto {
  return component.type === 'product_carousel' ? { ...component, isLastComponent: isLast } : component;
}
