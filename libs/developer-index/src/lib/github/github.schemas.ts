import { z } from 'zod';

// The fields of GitHub's REST answers the index keeps (everything else is ignored). Entries of a
// list are parsed one by one: a malformed one is skipped and counted, never fatal.

export const GithubRepoSchema = z.object({
  full_name: z.string().regex(/^[^/]+\/[^/]+$/),
  html_url: z.string(),
  description: z.string().nullable().optional(),
  stargazers_count: z.number().int().nonnegative(),
  language: z.string().nullable().optional(),
  topics: z.array(z.string()).optional(),
  license: z.object({ spdx_id: z.string().nullable().optional() }).nullable().optional(),
  archived: z.boolean().optional(),
  fork: z.boolean().optional(),
});
export type GithubRepo = z.infer<typeof GithubRepoSchema>;

export const GithubReadmeSchema = z.object({
  content: z.string(),
  encoding: z.string(),
  html_url: z.string().nullable().optional(),
});

export const GithubIssueSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable().optional(),
  html_url: z.string(),
  comments: z.number().int().nonnegative().optional(),
  pull_request: z.unknown().optional(),
});
export type GithubIssue = z.infer<typeof GithubIssueSchema>;

export const GithubPullSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable().optional(),
  html_url: z.string(),
  merged_at: z.string().nullable().optional(),
});
export type GithubPull = z.infer<typeof GithubPullSchema>;

export const GithubCommentSchema = z.object({
  body: z.string().nullable().optional(),
  html_url: z.string(),
  user: z.object({ login: z.string() }).nullable().optional(),
});
export type GithubComment = z.infer<typeof GithubCommentSchema>;

/** Parses each entry; returns the good ones and how many were malformed. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown[]): { items: T[]; malformed: number } {
  const out: T[] = [];
  let malformed = 0;
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else malformed += 1;
  }
  return { items: out, malformed };
}

/** license -> the disclosure clients read: none is known_absent, an unidentified one unknown. */
export function licenseOf(repo: GithubRepo): { state: 'licensed' | 'known_absent' | 'unknown'; spdx: string | null } {
  if (repo.license === null) return { state: 'known_absent', spdx: null };
  const spdx = repo.license?.spdx_id;
  if (!spdx || spdx === 'NOASSERTION') return { state: 'unknown', spdx: null };
  return { state: 'licensed', spdx };
}
