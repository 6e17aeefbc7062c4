import { z } from 'zod';

// Caps keep screenshot buffers bounded (8K UHD); the reference enforces the same limits.
export const MAX_VIEWPORT_WIDTH = 7680;
export const MAX_VIEWPORT_HEIGHT = 4320;

export const ViewportSchema = z.strictObject({
  width: z.number().int().positive().max(MAX_VIEWPORT_WIDTH, { message: `Viewport width must not exceed ${MAX_VIEWPORT_WIDTH}` }),
  height: z.number().int().positive().max(MAX_VIEWPORT_HEIGHT, { message: `Viewport height must not exceed ${MAX_VIEWPORT_HEIGHT}` }),
});
export type Viewport = z.infer<typeof ViewportSchema>;

/** Options shared by the screenshot format and the screenshot action. */
export const screenshotOptionsShape = {
  fullPage: z.boolean().default(false),
  quality: z.number().int().min(1).max(100).optional(),
  viewport: ViewportSchema.optional(),
};
