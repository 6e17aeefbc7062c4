import { z } from 'zod';
import { expectCustomIssue, expectIssueAt } from '../testing/issues';
import {
  ATTRIBUTES_NEED_SELECTORS_MESSAGE,
  CHANGE_TRACKING_NEEDS_MARKDOWN_MESSAGE,
  FORMAT_TYPES,
  ONE_SCREENSHOT_MESSAGE,
  RAW_BASE64_ALONE_MESSAGE,
  ScrapeFormatsSchema,
  unknownFormatMessage,
} from './formats.schema';

const Holder = z.object({ formats: ScrapeFormatsSchema });
const parse = (formats: unknown) => ScrapeFormatsSchema.parse(formats);

describe('ScrapeFormatsSchema', () => {
  it('turns every plain string format into a {type} object', () => {
    const simple = FORMAT_TYPES.filter((t) => !['question', 'highlights', 'query', 'rawBase64', 'changeTracking', 'attributes'].includes(t));
    const parsed = parse(simple);
    expect(parsed.map((f) => f.type)).toEqual(simple);
    for (const f of parsed) expect(typeof f).toBe('object');
  });

  it('keeps objects and fills option defaults', () => {
    expect(parse([{ type: 'screenshot' }])).toEqual([{ type: 'screenshot', fullPage: false }]);
    expect(parse(['json'])).toEqual([{ type: 'json', checkPromptInjection: false }]);
    expect(parse(['markdown', { type: 'changeTracking' }])[1]).toEqual({ type: 'changeTracking', modes: [], tag: null });
  });

  it('accepts screenshot options up to the viewport caps', () => {
    const [shot] = parse([{ type: 'screenshot', fullPage: true, quality: 100, viewport: { width: 7680, height: 4320 } }]);
    expect(shot).toEqual({ type: 'screenshot', fullPage: true, quality: 100, viewport: { width: 7680, height: 4320 } });
  });

  it.each([
    [{ width: 7681, height: 100 }, 'too_big', 'width'],
    [{ width: 100, height: 4321 }, 'too_big', 'height'],
    [{ width: 0, height: 100 }, 'too_small', 'width'],
  ])('rejects viewport %j', (viewport, code, field) => {
    expectIssueAt(Holder, { formats: [{ type: 'screenshot', viewport }] }, code, ['formats', 0, 'viewport', field]);
  });

  it.each([0, 101, 50.5])('rejects screenshot quality %j', (quality) => {
    const issues = Holder.safeParse({ formats: [{ type: 'screenshot', quality }] }).error?.issues ?? [];
    expect(issues.map((i) => i.path)).toContainEqual(['formats', 0, 'quality']);
  });

  it('bounds the json prompt at 10000 chars', () => {
    expect(parse([{ type: 'json', prompt: 'p'.repeat(10000), schema: { type: 'object' } }])[0]).toMatchObject({ type: 'json' });
    expectIssueAt(Holder, { formats: [{ type: 'json', prompt: 'p'.repeat(10001) }] }, 'too_big', ['formats', 0, 'prompt']);
  });

  it('requires question/query on question and highlights, max 10000 chars', () => {
    expect(parse([{ type: 'question', question: 'q'.repeat(10000) }])).toHaveLength(1);
    expect(parse([{ type: 'highlights', query: 'q'.repeat(10000) }])).toHaveLength(1);
    expectIssueAt(Holder, { formats: [{ type: 'question', question: 'q'.repeat(10001) }] }, 'too_big', ['formats', 0, 'question']);
    expectIssueAt(Holder, { formats: [{ type: 'highlights', query: 'q'.repeat(10001) }] }, 'too_big', ['formats', 0, 'query']);
    expectIssueAt(Holder, { formats: ['question'] }, 'invalid_type', ['formats', 0, 'question']);
    expectIssueAt(Holder, { formats: [{ type: 'highlights' }] }, 'invalid_type', ['formats', 0, 'query']);
  });

  it('accepts the deprecated query format, freeform unless directQuote is asked', () => {
    expect(parse([{ type: 'query', prompt: 'Who wrote it?' }])).toEqual([{ type: 'query', prompt: 'Who wrote it?', mode: 'freeform' }]);
    expect(parse([{ type: 'query', prompt: 'p', mode: 'directQuote' }])[0]).toMatchObject({ mode: 'directQuote' });
    expectIssueAt(Holder, { formats: [{ type: 'query', prompt: 'p'.repeat(10001) }] }, 'too_big', ['formats', 0, 'prompt']);
    expectIssueAt(Holder, { formats: [{ type: 'query', prompt: 'p', mode: 'summary' }] }, 'invalid_value', ['formats', 0, 'mode']);
  });

  it('rejects unknown format types and unknown keys inside a format', () => {
    expectCustomIssue(Holder, { formats: ['markdwn'] }, unknownFormatMessage('markdwn'), ['formats', 0]);
    expect(unknownFormatMessage('markdwn')).toMatch(/^Unknown format "markdwn"\. Accepted formats: markdown, html, .*attributes, query\.$/);
    expectIssueAt(Holder, { formats: [{ type: 'markdown', extra: 1 }] }, 'unrecognized_keys', ['formats', 0]);
  });

  it('attributes takes {selector, attribute} pairs and says what is missing without them', () => {
    const selectors = [{ selector: 'a.download', attribute: 'href' }];
    expect(parse([{ type: 'attributes', selectors }])).toEqual([{ type: 'attributes', selectors }]);
    expectCustomIssue(Holder, { formats: ['attributes'] }, ATTRIBUTES_NEED_SELECTORS_MESSAGE, ['formats', 0, 'selectors']);
    expectCustomIssue(Holder, { formats: [{ type: 'attributes', selectors: [] }] }, ATTRIBUTES_NEED_SELECTORS_MESSAGE, ['formats', 0, 'selectors']);
    expectIssueAt(Holder, { formats: [{ type: 'attributes', selectors: [{ selector: 'a' }] }] }, 'invalid_type', ['formats', 0, 'selectors', 0, 'attribute']);
  });

  it('allows only one screenshot format', () => {
    expectCustomIssue(Holder, { formats: ['screenshot', { type: 'screenshot', fullPage: true }] }, ONE_SCREENSHOT_MESSAGE, ['formats']);
  });

  it('requires markdown alongside changeTracking', () => {
    expectCustomIssue(Holder, { formats: ['changeTracking'] }, CHANGE_TRACKING_NEEDS_MARKDOWN_MESSAGE, ['formats']);
    expect(parse(['changeTracking', 'markdown'])).toHaveLength(2);
  });

  it('keeps rawBase64 alone', () => {
    expect(parse(['rawBase64'])).toEqual([{ type: 'rawBase64' }]);
    expectCustomIssue(Holder, { formats: ['rawBase64', 'markdown'] }, RAW_BASE64_ALONE_MESSAGE, ['formats']);
  });

  it('validates changeTracking modes', () => {
    expect(parse(['markdown', { type: 'changeTracking', modes: ['git-diff', 'json'], tag: 'prod' }])[1]).toMatchObject({
      modes: ['git-diff', 'json'],
      tag: 'prod',
    });
    expectIssueAt(Holder, { formats: ['markdown', { type: 'changeTracking', modes: ['svn'] }] }, 'invalid_value', ['formats', 1, 'modes', 0]);
  });
});
