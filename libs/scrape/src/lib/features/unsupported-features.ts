import type { ScrapeOptions } from '@wsa/contracts';

type Reason = 'llm' | 'not_built';

/** What this deployment can serve beyond the model-free engine. */
export type ScrapeCapabilities = { llm: boolean };
type Feature = { label: string; reason: Reason; applies: (o: ScrapeOptions) => boolean };

const hasFormat = (type: string) => (o: ScrapeOptions) => o.formats.some((f) => f.type === type);

const LLM_FORMATS = ['json', 'summary', 'question'];

// Order is the order features are named in the message.
const FEATURES: Feature[] = [
  ...LLM_FORMATS.map((f): Feature => ({ label: `${f} format`, reason: 'llm', applies: hasFormat(f) })),
  // git-diff compares text; the json mode extracts the same fields from both versions with a model
  { label: 'changeTracking format in json mode', reason: 'llm', applies: (o) => o.formats.some((f) => f.type === 'changeTracking' && f.modes.includes('json')) },
  // directQuote is answered by the passage scorer; a freeform answer has to be written by a model
  { label: 'query format in freeform mode', reason: 'llm', applies: (o) => o.formats.some((f) => f.type === 'query' && f.mode === 'freeform') },
  { label: 'onlyCleanContent option', reason: 'llm', applies: (o) => o.onlyCleanContent },
];

/** Labels ("json format", "profile option") of requested features this server cannot serve. */
export function unsupportedFeatures(request: ScrapeOptions, caps: ScrapeCapabilities): string[] {
  return FEATURES.filter((f) => !(f.reason === 'llm' && caps.llm) && f.applies(request)).map((f) => f.label);
}

/**
 * The FEATURE_NOT_AVAILABLE message naming each feature and why, e.g. "The json format needs a
 * language model, which is not available on this server yet."
 */
export function unsupportedFeaturesMessage(labels: readonly string[]): string {
  const pick = (reason: Reason) => FEATURES.filter((f) => f.reason === reason && labels.includes(f.label)).map((f) => f.label);
  const llm = pick('llm');
  const unbuilt = pick('not_built');
  const parts: string[] = [];
  if (llm.length > 0) parts.push(`The ${joinLabels(llm)} ${llm.length === 1 ? 'needs' : 'need'} a language model, and none is configured on this server (set LLM_BASE_URL to an OpenAI-compatible endpoint such as Ollama or vLLM, or LLM_GGUF_PATH to a GGUF model file).`);
  if (unbuilt.length > 0) parts.push(`The ${joinLabels(unbuilt)} ${unbuilt.length === 1 ? 'is' : 'are'} not available on this server yet.`);
  return parts.join(' ');
}

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
