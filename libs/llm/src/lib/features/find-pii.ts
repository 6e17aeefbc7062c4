import { PII_ENTITIES } from '@wsa/contracts';
import type { Llm } from '../llm';
import { addUsage, pageChunks, type FeatureResult } from './page-chunks';

export type PiiEntity = { text: string; kind: (typeof PII_ENTITIES)[number] };

const SYSTEM = [
  'You find personal information in one web page so it can be redacted.',
  'Kinds: PERSON (names of private individuals), EMAIL, PHONE, LOCATION (street addresses and precise places tied to a person), FINANCIAL (card, account and IBAN numbers), SECRET (passwords, API keys, tokens).',
  'Copy each entity exactly as it is written on the page. Do not list public figures named in their public role, product or company names.',
].join(' ');

/**
 * The model pass of `redactPII` (accurate and aggressive modes): entities the model found, kept only
 * when they occur verbatim in the text (the model names, the shared replacer of libs/redact replaces).
 */
export async function findPii(llm: Llm, text: string, kinds: readonly PiiEntity['kind'][], signal?: AbortSignal): Promise<FeatureResult<PiiEntity[]>> {
  const schema = {
    type: 'object',
    properties: { entities: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, kind: { type: 'string', enum: [...kinds] } }, required: ['text', 'kind'] } } },
    required: ['entities'],
  };
  const { chunks, warning } = pageChunks(llm, text, SYSTEM + JSON.stringify(schema), 'redactPII');
  let usage = { inputTokens: 0, outputTokens: 0 };
  const found = new Map<string, PiiEntity>();
  for (const chunk of chunks) {
    const a = await llm.json('redactPII', { system: SYSTEM, user: `Kinds to find: ${kinds.join(', ')}\n\nPage:\n\n${chunk}`, schema, schemaName: 'pii_entities', signal });
    usage = addUsage(usage, a.usage);
    for (const e of (a.value as { entities: PiiEntity[] }).entities) {
      const t = e.text.trim();
      if (t.length >= 2 && kinds.includes(e.kind) && chunk.includes(t)) found.set(`${e.kind}\u0000${t}`, { text: t, kind: e.kind });
    }
  }
  return { value: [...found.values()], usage, warnings: warning ? [warning] : [] };
}
