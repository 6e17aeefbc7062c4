import { z } from 'zod';
import { expectCustomIssue, expectIssueAt } from '../testing/issues';
import { INVALID_COUNTRY_MESSAGE } from './common.schema';
import { ScrapeLocationSchema } from './location.schema';
import { DEFAULT_PDF_PARSER, ParsersSchema } from './parsers.schema';
import { PII_ENTITIES, RedactPIISchema } from './redact-pii.schema';
import { BLOCKED_TLD_MESSAGE, ThreatProtectionSchema } from './threat-protection.schema';

describe('ParsersSchema', () => {
  it('normalises strings and objects with mode auto and all flags false', () => {
    expect(ParsersSchema.parse(['pdf', { type: 'pdf' }])).toEqual([DEFAULT_PDF_PARSER, DEFAULT_PDF_PARSER]);
    expect(ParsersSchema.parse([{ type: 'pdf', mode: 'ocr', maxPages: 3, pages: true, blocks: true, pageMarkers: true }])).toEqual([
      { type: 'pdf', mode: 'ocr', maxPages: 3, pages: true, blocks: true, pageMarkers: true },
    ]);
  });

  it('keeps an empty array (raw PDF as base64)', () => {
    expect(ParsersSchema.parse([])).toEqual([]);
  });

  it('bounds maxPages to 1..10000 and rejects unknown modes and keys', () => {
    const Holder = z.object({ parsers: ParsersSchema });
    expect(ParsersSchema.parse([{ type: 'pdf', maxPages: 10000 }])[0].maxPages).toBe(10000);
    expectIssueAt(Holder, { parsers: [{ type: 'pdf', maxPages: 0 }] }, 'too_small', ['parsers', 0, 'maxPages']);
    expectIssueAt(Holder, { parsers: [{ type: 'pdf', maxPages: 10001 }] }, 'too_big', ['parsers', 0, 'maxPages']);
    expectIssueAt(Holder, { parsers: [{ type: 'pdf', mode: 'slow' }] }, 'invalid_value', ['parsers', 0, 'mode']);
    expectIssueAt(Holder, { parsers: [{ type: 'docx' }] }, 'invalid_value', ['parsers', 0, 'type']);
    expectIssueAt(Holder, { parsers: [{ type: 'pdf', dpi: 2 }] }, 'unrecognized_keys', ['parsers', 0]);
  });
});

describe('RedactPIISchema', () => {
  const defaults = { mode: 'accurate', entities: [...PII_ENTITIES], replaceStyle: 'tag' };

  it('maps true to the default options and keeps false', () => {
    expect(RedactPIISchema.parse(true)).toEqual(defaults);
    expect(RedactPIISchema.parse(false)).toBe(false);
  });

  it('fills object defaults and keeps given fields', () => {
    expect(RedactPIISchema.parse({})).toEqual(defaults);
    expect(RedactPIISchema.parse({ mode: 'fast', entities: ['EMAIL'], replaceStyle: 'mask' })).toEqual({
      mode: 'fast',
      entities: ['EMAIL'],
      replaceStyle: 'mask',
    });
  });

  it.each([{ mode: 'sloppy' }, { entities: ['SSN'] }, { replaceStyle: 'blur' }, { entities: [] }, { other: 1 }, 'yes'])(
    'rejects %j',
    (value) => expect(RedactPIISchema.safeParse(value).success).toBe(false),
  );
});

describe('ThreatProtectionSchema', () => {
  const Holder = z.object({ tp: ThreatProtectionSchema });

  it('accepts every field within bounds', () => {
    const value = {
      mode: 'normal',
      riskScoreThreshold: 100,
      blacklist: Array(1000).fill('*.bad.example'),
      whitelist: ['good.example'],
      blockedTlds: ['zip', 'xn--p1ai'],
      failurePolicy: 'closed',
    };
    expect(ThreatProtectionSchema.parse(value)).toEqual(value);
    expect(ThreatProtectionSchema.parse({})).toEqual({});
  });

  it('enforces bounds and enums', () => {
    expectIssueAt(Holder, { tp: { riskScoreThreshold: 101 } }, 'too_big', ['tp', 'riskScoreThreshold']);
    expectIssueAt(Holder, { tp: { riskScoreThreshold: -1 } }, 'too_small', ['tp', 'riskScoreThreshold']);
    expectIssueAt(Holder, { tp: { mode: 'strict' } }, 'invalid_value', ['tp', 'mode']);
    expectIssueAt(Holder, { tp: { failurePolicy: 'maybe' } }, 'invalid_value', ['tp', 'failurePolicy']);
    for (const list of ['blacklist', 'whitelist', 'blockedTlds']) {
      expectIssueAt(Holder, { tp: { [list]: Array(1001).fill('com') } }, 'too_big', ['tp', list]);
    }
  });

  it.each(['.com', 'COM', 'co uk'])('rejects blocked TLD %j', (tld) => {
    const issues = Holder.safeParse({ tp: { blockedTlds: [tld] } }).error?.issues ?? [];
    expect(issues[0]).toMatchObject({ message: BLOCKED_TLD_MESSAGE, path: ['tp', 'blockedTlds', 0] });
  });
});

describe('ScrapeLocationSchema', () => {
  const Holder = z.object({ location: ScrapeLocationSchema });

  it('defaults country to US and uppercases given codes', () => {
    expect(ScrapeLocationSchema.parse({})).toEqual({ country: 'US' });
    expect(ScrapeLocationSchema.parse({ country: 'de', languages: ['de-DE'] })).toEqual({ country: 'DE', languages: ['de-DE'] });
  });

  it.each(['UK', 'XX', 'usa', ''])('rejects country %j with the exact message', (country) => {
    expectCustomIssue(Holder, { location: { country } }, INVALID_COUNTRY_MESSAGE, ['location', 'country']);
  });
});
