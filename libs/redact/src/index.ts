export type { Detection, PiiKind } from './lib/detection';
export { detectPii, type DetectOptions, type LiteralEntity } from './lib/detect-pii';
export { replaceDetections, type ReplaceStyle } from './lib/replace-pii';
export { redactHtml, redactJson, redactText, type RedactCounts, type RedactOptions } from './lib/redact';
export { redactDocument, ACCURATE_WITHOUT_MODEL_WARNING } from './lib/redact-document';
export { isCardNumber, isIban, luhn } from './lib/detectors/financial';
export { looksRandom } from './lib/detectors/secret';
