import { matchAll, type Detection } from '../detection';

// Token formats that identify themselves (provider prefixes); each is a secret wherever it appears.
const KNOWN_TOKENS: RegExp[] = [
  /\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b/g, // AWS access key id
  /\bgh[pousr]_[A-Za-z0-9]{36,255}\b/g, // GitHub
  /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g,
  /\bglpat-[A-Za-z0-9_-]{20,}\b/g, // GitLab
  /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g, // Slack
  /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g, // Stripe
  /\bAIza[0-9A-Za-z_-]{35}\b/g, // Google API key
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b/g, // OpenAI, Anthropic
  /\bnpm_[A-Za-z0-9]{36}\b/g, // npm
  /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g, // SendGrid
  /\bSK[0-9a-f]{32}\b/g, // Twilio
  /\bhf_[A-Za-z0-9]{34,}\b/g, // Hugging Face
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, // JWT
];
const PRIVATE_KEY = /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?-----END (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----/g;
// key words, then "=", ":" or "is", then the value: a secret only when it looks random.
const NEAR_KEYWORD = /\b(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|auth|credential|access[_-]?key|private[_-]?key|client[_-]?secret)[\w-]*["']?\s*(?:[:=]|=>|\bis\b)\s*["']?([A-Za-z0-9+/_.~!@#$%^&*-]{12,})/gi;

export function detectSecrets(text: string): Detection[] {
  return [
    ...KNOWN_TOKENS.flatMap((re) => matchAll(text, re, 'SECRET')),
    ...matchAll(text, PRIVATE_KEY, 'SECRET'),
    ...matchAll(text, NEAR_KEYWORD, 'SECRET', (m) => looksRandom(m[1]), 1),
  ];
}

/** Shannon entropy >= 3.5 bits per character and a mix of character classes: keys, not words. */
export function looksRandom(value: string): boolean {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let entropy = 0;
  for (const n of counts.values()) entropy -= (n / value.length) * Math.log2(n / value.length);
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  return entropy >= 3.5 && classes >= 2;
}
