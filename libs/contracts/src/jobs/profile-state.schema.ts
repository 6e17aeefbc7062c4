import { z } from 'zod';

// What a persistent browser profile (`profile: {name, saveChanges}`) carries between scrapes and
// interact sessions: cookies and localStorage, per team and name, stored in PostgreSQL.

export const ProfileCookieSchema = z.object({
  name: z.string(),
  value: z.string(),
  domain: z.string(),
  path: z.string().default('/'),
  /** seconds since the epoch; -1 or absent = a session cookie */
  expires: z.number().optional(),
  httpOnly: z.boolean().optional(),
  secure: z.boolean().optional(),
  sameSite: z.enum(['Strict', 'Lax', 'None']).optional(),
});
export type ProfileCookie = z.infer<typeof ProfileCookieSchema>;

export const ProfileStateSchema = z.object({
  cookies: z.array(ProfileCookieSchema).default([]),
  /** origin -> key -> value */
  localStorage: z.record(z.string(), z.record(z.string(), z.string())).default({}),
});
export type ProfileState = z.infer<typeof ProfileStateSchema>;
