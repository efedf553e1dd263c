import type { CustomOption, PriceFormatOptions } from '@storefront/core';
import { CustomOptionField } from './CustomOptionField';
import type { ProductFormBinding } from './product-form';
import type { ShownPrice } from './shown-price';
import { useCustomOptions } from './use-custom-options';

/** docs/behaviour.md#screens: field, radio, select (drop_down) and checkbox options with their prices. */
export default function CustomOptionsForm({
  options,
  base,
  money,
  binding,
}: {
  options: readonly CustomOption[];
  base: ShownPrice;
  money: PriceFormatOptions;
  binding: ProductFormBinding;
}) {
  const form = useCustomOptions(options, base, money, binding);
  return (
    <div className="custom-options">
      {options.map((option) => {
        const id = String(option.option_id);
        return (
          <CustomOptionField
            key={id}
            option={option}
            value={form.values[id]}
            error={form.errorOf(id)}
            money={money}
            onChange={(value) => form.set(id, value)}
          />
        );
      })}
    </div>
  );
}
