import { pickPassages } from './pick-passages';

const p = (text: string, heading = '') => ({ text, heading, citationUrl: `https://x.org/#${text.length}` });

describe('pickPassages (the shared passage scorer)', () => {
  it('puts the passage with the query words close together first, whatever the index order', () => {
    const far = p('The cache of the dashboard is warmed at start. Much later, after many unrelated words about layout, we mention the panel.');
    const near = p('Each panel cache keeps values for 30 seconds.');
    const none = p('Unrelated text about themes.');
    const [first] = pickPassages([[far, none, near]], 'panel cache seconds', 2);
    expect(first).toEqual([near, far]);
  });

  it('counts the heading of a passage, and keeps unscored candidates in index order behind scored ones', () => {
    const a = p('Set it in the config file.', 'Refresh interval');
    const b = p('Nothing relevant here.');
    const c = p('Also nothing.');
    expect(pickPassages([[b, c, a]], 'refresh interval', 3)).toEqual([[a, b, c]]);
  });

  it('picks per result, each limited', () => {
    const r1 = [p('alpha beta'), p('beta')];
    const r2 = [p('gamma'), p('alpha')];
    expect(pickPassages([r1, r2], 'alpha beta', 1)).toEqual([[r1[0]], [r2[1]]]);
  });
});
