import { z } from 'zod';

// The `branding` format, as the official client types it (@mendable/firecrawl-js 4.42.0
// BrandingProfile; wire-extras.md). Every field is optional on the wire; colours are #rrggbb hex,
// sizes CSS strings ("32px"). `personality` is model-written and absent without a model.

const Hex = z.string().regex(/^#[0-9a-f]{6}$/);

const ButtonStyleSchema = z.object({
  background: Hex.optional(),
  textColor: Hex.optional(),
  borderColor: Hex.optional(),
  borderRadius: z.string().optional(),
  padding: z.string().optional(),
});

const RoleSizes = z.object({ h1: z.string(), h2: z.string(), h3: z.string(), body: z.string(), small: z.string() }).partial();

export const BrandingProfileSchema = z.object({
  colorScheme: z.enum(['light', 'dark']).optional(),
  brandName: z.string().optional(),
  logo: z.string().nullable().optional(),
  /** Each distinct family once, with the role it plays on the page. */
  fonts: z.array(z.object({ family: z.string(), role: z.enum(['heading', 'body', 'code']).optional() })).optional(),
  colors: z.object({
    primary: Hex, secondary: Hex, accent: Hex, background: Hex, textPrimary: Hex, textSecondary: Hex, link: Hex,
  }).partial().optional(),
  typography: z.object({
    fontFamilies: z.object({ primary: z.string(), heading: z.string(), code: z.string() }).partial().optional(),
    fontStacks: z.object({ primary: z.array(z.string()), heading: z.array(z.string()), body: z.array(z.string()), code: z.array(z.string()) }).partial().optional(),
    fontSizes: RoleSizes.optional(),
    /** Unitless ratios (line height / font size). */
    lineHeights: z.object({ heading: z.number(), body: z.number() }).partial().optional(),
    /** `regular` (body) and `bold` (headings) as the client names them, plus each role's weight. */
    fontWeights: z.object({ regular: z.number(), bold: z.number(), h1: z.number(), h2: z.number(), h3: z.number(), body: z.number(), small: z.number() }).partial().optional(),
  }).optional(),
  spacing: z.object({ baseUnit: z.number(), borderRadius: z.string() }).partial().optional(),
  components: z.object({
    buttonPrimary: ButtonStyleSchema.optional(),
    buttonSecondary: ButtonStyleSchema.optional(),
    input: z.object({ background: Hex, textColor: Hex, borderColor: Hex, focusBorderColor: Hex, borderRadius: z.string(), padding: z.string() }).partial().optional(),
  }).optional(),
  images: z.object({ logo: z.string().nullable(), favicon: z.string().nullable(), ogImage: z.string().nullable() }).partial().optional(),
});
export type BrandingProfile = z.infer<typeof BrandingProfileSchema>;
export type ButtonStyle = z.infer<typeof ButtonStyleSchema>;
