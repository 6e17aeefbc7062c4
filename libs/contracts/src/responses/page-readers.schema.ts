import { z } from 'zod';

// Output shapes of the page-reader formats, as the official client types them
// (@mendable/firecrawl-js 4.42.0 ProductProfile / MenuProfile; wire-extras.md).

const PriceSchema = z.object({ amount: z.number(), currency: z.string().optional(), formatted: z.string().optional() });
const AvailabilitySchema = z.object({ inStock: z.boolean(), text: z.string().optional() });
const ImageSchema = z.object({ url: z.string(), alt: z.string().optional() });

export const ProductVariantSchema = z.object({
  id: z.string().optional(),
  sku: z.string().optional(),
  title: z.string().optional(),
  values: z.record(z.string(), z.unknown()).optional(),
  price: PriceSchema.optional(),
  sale: z.object({ originalPrice: PriceSchema }).optional(),
  availability: AvailabilitySchema,
  images: z.array(ImageSchema).optional(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** The `product` format. */
export const ProductProfileSchema = z.object({
  title: z.string(),
  brand: z.string().optional(),
  category: z.string().optional(),
  url: z.string(),
  description: z.string().optional(),
  variants: z.array(ProductVariantSchema),
});
export type ProductProfile = z.infer<typeof ProductProfileSchema>;
export type Price = z.infer<typeof PriceSchema>;
export type Availability = z.infer<typeof AvailabilitySchema>;
export type ProductImage = z.infer<typeof ImageSchema>;

export const MenuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  images: z.array(ImageSchema),
  price: PriceSchema.optional(),
  availability: AvailabilitySchema,
  dietary: z.array(z.string()),
  calories: z.number().optional(),
  optionGroups: z.array(z.unknown()),
  identifiers: z.object({ merchantItemId: z.string().optional() }),
  url: z.string().optional(),
  sourceUrl: z.string(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  items: z.array(MenuItemSchema),
});
export type MenuSection = z.infer<typeof MenuSectionSchema>;

/** The `menu` format. */
export const MenuProfileSchema = z.object({
  isMenu: z.boolean(),
  confidence: z.number().min(0).max(1),
  merchant: z.object({ name: z.string(), type: z.string().nullable().optional(), location: z.unknown().optional() }),
  currency: z.string().nullable().optional(),
  sections: z.array(MenuSectionSchema),
  sourceUrl: z.string(),
});
export type MenuProfile = z.infer<typeof MenuProfileSchema>;
