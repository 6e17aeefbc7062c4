import { decodeEntities, parseBboxLayout } from './bbox-layout-parser';

const XHTML = `<doc>
  <page width="612.000000" height="792.000000">
    <flow>
      <block xMin="72.0" yMin="77.6" xMax="285.3" yMax="96.1">
        <line xMin="72.0" yMin="77.6" xMax="285.3" yMax="96.1">
          <word xMin="72.0" yMin="77.6" xMax="139.7" yMax="96.1">Q&amp;A</word>
          <word xMin="145.3" yMin="77.6" xMax="215.3" yMax="96.1">&lt;now&gt;</word>
        </line>
      </block>
    </flow>
  </page>
  <page width="300.000000" height="400.000000">
  </page>
</doc>`;

describe('parseBboxLayout', () => {
  it('builds pages, blocks, lines and decoded words with boxes', () => {
    const pages = parseBboxLayout(XHTML, 5);
    expect(pages.map((p) => [p.pageNumber, p.width, p.height, p.blocks.length])).toEqual([
      [5, 612, 792, 1],
      [6, 300, 400, 0],
    ]);
    const line = pages[0].blocks[0].lines[0];
    expect(line.words.map((w) => w.text)).toEqual(['Q&A', '<now>']);
    expect(line.words[0]).toMatchObject({ xMin: 72, yMin: 77.6, xMax: 139.7, yMax: 96.1 });
  });

  it('decodes numeric entities', () => {
    expect(decodeEntities('&#233;t&#xE9; &bogus;')).toBe('été &bogus;');
  });
});
