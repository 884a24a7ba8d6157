/** A customer metafield (SPEC §3 'Customer metafields'). */
export class MetafieldDto {
  /**
   * 'gid://shop/Metafield/{uuid}', or for a customer field (ship_to, sold_to, clinic_zip,
   * preferred_address) 'gid://shop/Metafield/{customerUuid}-{namespace}.{key}'; delete-metafield takes it.
   */
  id!: string;
  /** 'custom' or 'profeeding'. */
  namespace!: string;
  /** ship_to, sold_to, clinic_zip, preferred_address or persisted_cart_id. */
  key!: string;
  value!: string;
  /** Always 'single_line_text_field'. */
  type!: string;
}

/** The persisted cart metafield (profeeding.persisted_cart_id), as the profile carries it. */
export class PersistedCartMetafieldDto {
  id!: string;
  /** The cart id. */
  value!: string;
}
