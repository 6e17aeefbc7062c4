import { directQuoteFromMarkdown, highlightsFromMarkdown } from './highlights';
import { rankMarkdownPassages } from './rank-passages';
import { splitSentences } from './sentence-windows';
import { stem } from './tokens';

const PAGE = [
  '# Growing Tomatoes at Home',
  '',
  'Tomatoes are easy to grow on a balcony. Most varieties need a large pot.',
  '',
  '## Watering',
  '',
  'Water the plants deeply twice a week. In hot weather, tomatoes may need water every day. Mulch keeps the soil moist.',
  '',
  '## Harvest',
  '',
  'Pick the fruit when it is fully coloured. Sungold ripens in 57 days, earlier than most.',
  'The weather report said it would rain, and the water in the tank was cold.',
].join('\n');

describe('rankMarkdownPassages', () => {
  test('the sentence that answers ranks first, quoted verbatim', () => {
    const [top] = rankMarkdownPassages(PAGE, 'how many days until Sungold is ripe?');
    expect(top.text).toBe('Sungold ripens in 57 days, earlier than most.');
    expect(top.headings).toEqual(['Growing Tomatoes at Home', 'Harvest']);
  });

  test('proximity: query terms next to each other beat the same terms far apart', () => {
    const passages = rankMarkdownPassages('The water was hot. Nothing else happened here at all today.\n\nHot water burns.', 'hot water', { maxSentences: 1 });
    expect(passages[0].text).toBe('Hot water burns.');
  });

  test('headings are context: a sentence under a matching heading wins a tie', () => {
    const md = '## Pruning\n\nCut them in spring.\n\n## Feeding\n\nCut them in spring.';
    expect(rankMarkdownPassages(md, 'pruning', { limit: 1 })).toEqual([]);
    expect(rankMarkdownPassages(md, 'pruning cut', { limit: 1 })[0].headings).toEqual(['Pruning']);
  });

  test('passages do not overlap and the limit holds', () => {
    const passages = rankMarkdownPassages(PAGE, 'water tomatoes weather', { limit: 2 });
    expect(passages).toHaveLength(2);
    expect(passages[0].text).toContain('tomatoes may need water every day');
    expect(passages[1].text).not.toContain('tomatoes may need water every day');
  });

  test('no query term on the page: nothing', () => {
    expect(rankMarkdownPassages(PAGE, 'cucumber trellis')).toEqual([]);
    expect(highlightsFromMarkdown(PAGE, 'cucumber')).toBe('');
  });
});

describe('formats', () => {
  test('highlights joins the best passages with blank lines; directQuote is the best one', () => {
    const highlights = highlightsFromMarkdown(PAGE, 'watering twice a week');
    expect(highlights.split('\n\n')[0]).toContain('Water the plants deeply twice a week.');
    expect(directQuoteFromMarkdown(PAGE, 'How often should I water?')).toContain('Water the plants deeply twice a week.');
  });
});

describe('helpers', () => {
  test('sentences do not end at abbreviations', () => {
    expect(splitSentences('Dr. Smith met Gov. Jones. They talked.')).toEqual(['Dr. Smith met Gov. Jones.', 'They talked.']);
  });

  test.each([['tomatoes', 'tomato'], ['ripening', 'ripen'], ['ripens', 'ripen'], ['watered', 'water'], ['varieties', 'variety'], ['boxes', 'box']])('stem(%s)', (w, s) => {
    expect(stem(w)).toBe(stem(s));
  });
});
