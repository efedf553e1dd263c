import { z } from 'zod';

const optionValue = z.union([z.string().max(1000), z.number().finite()]);

/** Only the parts of VSF's `product_option` a cart line or an order line understands; anything else is dropped. */
export const productOptionSchema = z.object({
  extension_attributes: z
    .object({
      configurable_item_options: z
        .array(z.object({ option_id: optionValue, option_value: optionValue }))
        .max(20)
        .optional(),
      custom_options: z
        .array(z.object({ option_id: optionValue, option_value: optionValue }))
        .max(50)
        .optional(),
      bundle_options: z
        .array(
          z.object({
            option_id: optionValue,
            option_qty: z.number().int().min(1).max(10_000),
            option_selections: z.array(z.number().int().min(0)).min(1).max(1),
          }),
        )
        .max(50)
        .optional(),
    })
    .default({}),
});

export type ProductOptionInput = z.infer<typeof productOptionSchema>;
