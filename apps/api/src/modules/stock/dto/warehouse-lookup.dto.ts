export class WarehouseDto {
  /** Short stable code, e.g. DEN; the storefront keeps it in the userWarehouse cookie. */
  code!: string;
  name!: string;
  city!: string;
  /** USPS state code, e.g. CO. */
  state!: string;
}

export class WarehouseLookupDto {
  /** The warehouse that delivers to the ZIP for the destination. */
  warehouse!: WarehouseDto;
}
