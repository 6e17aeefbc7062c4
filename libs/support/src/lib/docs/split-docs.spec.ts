import { passageRef, splitDoc } from './split-docs';

const lines = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word} line ${i + 1}`).join('\n');

describe('splitDoc', () => {
  it('splits at headings with 1-based line ranges and the heading path as context', () => {
    const text = ['# Guide', '', 'Intro text.', '', '## Keys', '', 'Create a key.', '', '### Revoke', 'Revoke it.', ''].join('\n');
    const passages = splitDoc({ path: 'docs/g.md', text });
    expect(passages.map((p) => [passageRef(p), p.headings])).toEqual([
      ['docs/g.md#L1-L3', ['Guide']],
      ['docs/g.md#L5-L7', ['Guide', 'Keys']],
      ['docs/g.md#L9-L10', ['Guide', 'Keys', 'Revoke']],
    ]);
    // the range is exact: the cited lines are the passage
    const all = text.split('\n');
    for (const p of passages) expect(all.slice(p.startLine - 1, p.endLine).join('\n').trim()).toBe(p.text);
  });

  it('never splits inside a code fence, even at a line starting with #', () => {
    const text = ['# Setup', '```sh', '# a shell comment, not a heading', 'npm start', '```', 'After.'].join('\n');
    const passages = splitDoc({ path: 'README.md', text });
    expect(passages).toHaveLength(1);
    expect(passages[0].text).toContain('# a shell comment');
  });

  it('cuts a long section at blank lines, each part at most 40 lines, and keeps the headings', () => {
    const text = ['## Long', '', lines(30, 'alpha'), '', lines(30, 'beta'), '', lines(5, 'gamma')].join('\n');
    const passages = splitDoc({ path: 'docs/long.md', text });
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) {
      expect(p.endLine - p.startLine + 1).toBeLessThanOrEqual(40);
      expect(p.headings).toEqual(['Long']);
    }
    expect(passages.map((p) => p.text).join('\n')).toContain('gamma line 5');
  });

  it('cuts a long table inside itself (no blank line to cut at) and drops heading-only sections', () => {
    const table = ['| a | b |', '|---|---|', ...Array.from({ length: 90 }, (_, i) => `| row ${i} | ${'x'.repeat(20)} |`)].join('\n');
    const passages = splitDoc({ path: 'docs/t.md', text: `# T\n## Empty\n## Table\n${table}` });
    expect(passages.every((p) => p.headings.at(-1) === 'Table')).toBe(true);
    expect(passages.length).toBeGreaterThanOrEqual(3);
    expect(passages.at(-1)?.text).toContain('row 89');
  });
});
