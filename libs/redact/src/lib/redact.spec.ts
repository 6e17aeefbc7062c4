import { PII_ENTITIES } from '@wsa/contracts';
import { detectPii } from './detect-pii';
import { isCardNumber, isIban, isAbaRouting } from './detectors/financial';
import { looksRandom } from './detectors/secret';
import { redactHtml, redactJson, redactText } from './redact';
import { ACCURATE_WITHOUT_MODEL_WARNING, redactDocument } from './redact-document';

const all = { entities: [...PII_ENTITIES], replaceStyle: 'tag' as const };
const kinds = (text: string) => detectPii(text, all).map((d) => [d.kind, text.slice(d.start, d.end)]);

describe('detectors', () => {
  test('email, international and national phone numbers', () => {
    expect(kinds('Mail ops@acme.io or call +44 20 7946 0958 / (415) 555-2671.')).toEqual([
      ['EMAIL', 'ops@acme.io'], ['PHONE', '+44 20 7946 0958'], ['PHONE', '(415) 555-2671'],
    ]);
  });

  test('cards need Luhn and an issuer prefix; IBAN its checksum; routing numbers their label and checksum', () => {
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isCardNumber('9111 1111 1111 1117')).toBe(false);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isAbaRouting('021000021')).toBe(true);
    expect(kinds('Card 5555-5555-5555-4444, IBAN GB82 WEST 1234 5698 7654 32, routing number 021000021, order 1234567812345678.')).toEqual([
      ['FINANCIAL', '5555-5555-5555-4444'], ['FINANCIAL', 'GB82 WEST 1234 5698 7654 32'], ['FINANCIAL', '021000021'],
    ]);
  });

  test('secrets: provider formats, private keys, random values after key words; plain words are not secrets', () => {
    const key = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7x\n-----END RSA PRIVATE KEY-----';
    const text = `aws AKIAIOSFODNN7EXAMPLE and ghp_${'a1B2c3D4e5'.repeat(4)} then\n${key}\napi_key = "Zq8#kP2vL9xR4tW7" and password: correcthorsebattery`;
    expect(kinds(text).map(([k, v]) => [k, v.slice(0, 12)])).toEqual([
      ['SECRET', 'AKIAIOSFODNN'], ['SECRET', 'ghp_a1B2c3D4'], ['SECRET', '-----BEGIN R'], ['SECRET', 'Zq8#kP2vL9xR'],
    ]);
    expect(looksRandom('correcthorsebattery')).toBe(false);
  });

  test('people and places', () => {
    expect(kinds('Yesterday Maria Gonzalez flew from Berlin to meet Dr. John Smith.')).toEqual([
      ['PERSON', 'Maria Gonzalez'], ['LOCATION', 'Berlin'], ['PERSON', 'Dr. John Smith'],
    ]);
  });

  test('only the requested kinds', () => {
    expect(detectPii('ops@acme.io in Berlin', { entities: ['LOCATION'] }).map((d) => d.kind)).toEqual(['LOCATION']);
  });
});

describe('replacer and documents', () => {
  const text = 'Write to jane.doe@example.com today.';
  test.each([
    ['tag', 'Write to <EMAIL> today.'],
    ['mask', 'Write to ******************** today.'],
    ['remove', 'Write to  today.'],
  ] as const)('%s', (replaceStyle, expected) => {
    expect(redactText(text, { entities: ['EMAIL'], replaceStyle })).toBe(expected);
  });

  test('html: text and attribute values, tags escaped so the markup stays valid', () => {
    expect(redactHtml('<a href="mailto:jane@example.com" title=\'x\'>jane@example.com</a>', { entities: ['EMAIL'], replaceStyle: 'tag' }))
      .toBe('<a href="mailto:&lt;EMAIL&gt;" title=\'x\'>&lt;EMAIL&gt;</a>');
  });

  test('json: every string, keys untouched', () => {
    expect(redactJson({ contact: { email: 'a@b.io', n: 3 }, list: ['+1 415 555 2671'] }, { entities: ['EMAIL', 'PHONE'], replaceStyle: 'tag' }))
      .toEqual({ contact: { email: '<EMAIL>', n: 3 }, list: ['<PHONE>'] });
  });

  test('a document: every content field; accurate without a model warns, fast does not', () => {
    const doc = { markdown: 'a@b.io', html: '<p>a@b.io</p>', links: ['mailto:a@b.io'], summary: 'a@b.io', warning: 'w' };
    const accurate = redactDocument(doc, { mode: 'accurate', entities: ['EMAIL'], replaceStyle: 'tag' });
    expect(accurate.document).toEqual({ markdown: '<EMAIL>', html: '<p>&lt;EMAIL&gt;</p>', links: ['mailto:<EMAIL>'], summary: '<EMAIL>', warning: `w ${ACCURATE_WITHOUT_MODEL_WARNING}` });
    expect(accurate.counts).toEqual({ EMAIL: 4 });
    expect(redactDocument(doc, { mode: 'fast', entities: ['EMAIL'], replaceStyle: 'mask' }).document.warning).toBe('w');
  });
});
