import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChangeTrackingResultSchema } from '@wsa/contracts';
import { changeStatus, visibility } from './change-status';
import { markdownDiff } from './markdown-diff';
import { normalizeNoise, normalizeUrl } from './noise';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const ok = (markdown: string) => ({ statusCode: 200, markdown });

describe('noise', () => {
  test('timestamps, relative times, cache busters, session ids, tracking and query order are not changes', () => {
    expect(normalizeNoise(fixture('noisy-v1.md'))).toBe(normalizeNoise(fixture('noisy-v2.md')));
    expect(changeStatus(ok(fixture('noisy-v1.md')), ok(fixture('noisy-v2.md')))).toBe('same');
    expect(markdownDiff(fixture('noisy-v1.md'), fixture('noisy-v2.md'))).toBeUndefined();
  });

  test('a real edit next to noise is still a change; opening hours are content', () => {
    const edited = fixture('noisy-v2.md').replace('| Team | $29 |', '| Team | $35 |');
    expect(changeStatus(ok(fixture('noisy-v1.md')), ok(edited))).toBe('changed');
    const hours = fixture('noisy-v1.md').replace('9:00 to 17:00', '8:00 to 16:00');
    expect(changeStatus(ok(fixture('noisy-v1.md')), ok(hours))).toBe('changed');
  });

  test.each([
    ['https://a.example/x?b=2&a=1', 'https://a.example/x?a=1&b=2'],
    ['/app.0123abcd9.js?v=3', '/app.js'],
    ['https://a.example/cart;jsessionid=ABC123?item=4&PHPSESSID=zz', 'https://a.example/cart?item=4'],
    ['https://a.example/?utm_campaign=x&utm_medium=y', 'https://a.example/'],
  ])('normalizeUrl(%s)', (raw, expected) => expect(normalizeUrl(raw)).toBe(expected));
});

describe('changeStatus', () => {
  test.each([
    [null, ok('a'), 'new'],
    [ok('a'), ok('a'), 'same'],
    [ok('a'), ok('b'), 'changed'],
    [ok('a'), { statusCode: 404, markdown: '' }, 'removed'],
    [ok('a'), { statusCode: 410, markdown: '' }, 'removed'],
    [{ statusCode: 404, markdown: '' }, { statusCode: 404, markdown: '' }, 'same'],
    [{ statusCode: 404, markdown: '' }, ok('a'), 'changed'],
  ] as const)('%j -> %j = %s', (prev, cur, expected) => expect(changeStatus(prev, cur)).toBe(expected));

  test('visibility: noindex in robots meta or X-Robots-Tag hides the page', () => {
    expect(visibility('index, follow', {})).toBe('visible');
    expect(visibility('noindex, nofollow', {})).toBe('hidden');
    expect(visibility(undefined, { 'x-robots-tag': 'noindex' })).toBe('hidden');
  });
});

describe('markdownDiff', () => {
  test('git-style text and parse-diff json with line numbers; lines written as the page has them', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh';
    const after = 'a\nb\nc\nD\ne\nf\ng\nh\ni';
    const diff = markdownDiff(before, after)!;
    expect(ChangeTrackingResultSchema.shape.diff.parse(diff)).toEqual(diff);
    expect(diff.text).toBe(['diff --git a/previous b/current', '--- a/previous', '+++ b/current', '@@ -1,8 +1,9 @@', ' a', ' b', ' c', '-d', '+D', ' e', ' f', ' g', ' h', '+i'].join('\n'));
    const [chunk] = diff.json.files[0].chunks;
    expect(diff.json.files[0]).toMatchObject({ from: 'previous', to: 'current' });
    expect(chunk.changes.slice(2, 5)).toEqual([
      { type: 'normal', normal: true, ln1: 3, ln2: 3, content: ' c' },
      { type: 'del', ln: 4, content: '-d' },
      { type: 'add', ln: 4, content: '+D' },
    ]);
    expect(chunk.changes[chunk.changes.length - 1]).toEqual({ type: 'add', ln: 9, content: '+i' });
  });

  test('a noisy line next to a real change shows its current text as context', () => {
    const diff = markdownDiff(fixture('noisy-v1.md'), fixture('noisy-v2.md').replace('| Team | $29 |', '| Team | $35 |'))!;
    expect(diff.text).toContain('-| Team | $29 |\n+| Team | $35 |');
    expect(diff.text).not.toMatch(/^[-+].*hero/m);
  });
});
