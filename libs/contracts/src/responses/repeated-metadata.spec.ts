import { ScrapeDocumentSchema } from './scrape-document.schema';
import { collapseRepeatedMetadata, DECLARED_METADATA_STRINGS } from './repeated-metadata';

describe('repeated metadata tags', () => {
  it('keeps the first non-empty value of a repeated declared field and passes every value through', () => {
    const out = collapseRepeatedMetadata({ description: ['', 'First', 'Second', 'First'], 'og:image': ['a.png', 'b.png'] });
    expect(out).toEqual({ description: 'First', descriptionValues: ['First', 'Second'], 'og:image': ['a.png', 'b.png'] });
  });

  it('applies the same rule to every declared field', () => {
    for (const key of DECLARED_METADATA_STRINGS) {
      expect(collapseRepeatedMetadata({ [key]: ['x', 'y'] })).toEqual({ [key]: 'x', [`${key}Values`]: ['x', 'y'] });
    }
  });

  it('drops a declared field whose values are all empty, and leaves plain strings alone', () => {
    const input = { title: 'T', keywords: ['', '  '] };
    expect(collapseRepeatedMetadata(input)).toEqual({ title: 'T' });
    const plain = { title: 'T' };
    expect(collapseRepeatedMetadata(plain)).toBe(plain);
  });

  it('lets a document with repeated description, title, ogImage and language validate (they failed before)', () => {
    const parsed = ScrapeDocumentSchema.parse({
      markdown: 'x',
      metadata: { title: ['A', 'B'], description: ['d1', 'd2'], ogImage: ['i1', 'i2'], language: ['en', 'en'], statusCode: 200 },
    });
    expect(parsed.metadata).toMatchObject({ title: 'A', description: 'd1', ogImage: 'i1', language: 'en', descriptionValues: ['d1', 'd2'] });
    expect(parsed.metadata).not.toHaveProperty('languageValues');
  });
});
