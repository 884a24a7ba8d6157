import type { CatalogProduct, CatalogVariant, OptionName } from '../model/catalog-types';
import { optionValue, optionValues } from '../model/variant-options';
import { OptionPicker } from './option-picker';

/** Flavor lists longer than this are a dropdown on the product page; pills take too much room. */
const MAX_FLAVOR_PILLS = 4;

export interface VariantOptionPickersProps {
  product: Pick<CatalogProduct, 'variants'>;
  variant: CatalogVariant;
  staff: boolean;
  onPick: (name: OptionName) => (value: string) => void;
  /** A card is narrow and shows a flavor only when there is a choice; the product page always names it. */
  layout: 'card' | 'page';
  className?: string;
}

/**
 * The Flavor, Product Form and Size pickers of a card or product page. Form is pills when there
 * is a choice; size is pills on the consumer site and a dropdown on the staff site (SPEC §2: staff
 * hide the size pill). On a card, flavor is a dropdown (names are long).
 */
export function VariantOptionPickers({
  product,
  variant,
  staff,
  onPick,
  layout,
  className,
}: VariantOptionPickersProps) {
  const flavors = optionValues(product.variants, 'Flavor');
  const forms = optionValues(product.variants, 'Product Form');
  const sizes = optionValues(product.variants, 'Size');
  const showFlavors = layout === 'card' ? flavors.length > 1 : flavors.length > 0;
  const flavorMode = layout === 'card' || flavors.length > MAX_FLAVOR_PILLS ? 'select' : 'pills';
  return (
    <div className={className}>
      {showFlavors ? (
        <OptionPicker
          name="Flavor"
          values={flavors}
          selected={optionValue(variant, 'Flavor')}
          onSelect={onPick('Flavor')}
          mode={flavorMode}
        />
      ) : null}
      {forms.length > 1 ? (
        <OptionPicker
          name="Product Form"
          label="Form"
          values={forms}
          selected={optionValue(variant, 'Product Form')}
          onSelect={onPick('Product Form')}
          mode="pills"
        />
      ) : null}
      {sizes.length > 0 ? (
        <OptionPicker
          name="Size"
          values={sizes}
          selected={optionValue(variant, 'Size')}
          onSelect={onPick('Size')}
          mode={staff ? 'select' : 'pills'}
        />
      ) : null}
    </div>
  );
}
