import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { CONTENT_COMPONENT_DTOS, type ContentComponentDto } from './content-component.dto';

const componentClasses = Object.values(CONTENT_COMPONENT_DTOS);

@ApiExtraModels(...componentClasses)
export class ContentPageDto {
  slug!: string;
  /** The name the storefront asks for by route, e.g. HomePage or Cart. */
  name!: string;
  /** Heading of the page on the requesting site. */
  title!: string;
  /** The document title, '{title} | {site name}' (SPEC §2). */
  documentTitle!: string;
  /** Meta description; may be empty. */
  description!: string;
  /** The page's blocks in display order; switch on `type`. */
  @ApiProperty({
    type: 'array',
    items: {
      oneOf: componentClasses.map((dto) => ({ $ref: getSchemaPath(dto) })),
      discriminator: {
        propertyName: 'type',
        mapping: Object.fromEntries(
          Object.entries(CONTENT_COMPONENT_DTOS).map(([type, dto]) => [type, getSchemaPath(dto)]),
        ),
      },
    },
  })
  components!: ContentComponentDto[];
  /** ISO 8601 time of the last edit. */
  updatedAt!: string;
}
