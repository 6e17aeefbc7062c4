import { jsonToMarkdown, textToMarkdown } from './text-markdown';

describe('jsonToMarkdown', () => {
  it('pretty-prints parseable JSON in a json fence', () => {
    expect(jsonToMarkdown('{"a":1,"b":[true,null]}')).toBe('```json\n{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}\n```');
  });

  it('keeps invalid JSON raw and lengthens the fence around backticks', () => {
    expect(jsonToMarkdown('{not json ```}')).toBe('````json\n{not json ```}\n````');
  });
});

describe('textToMarkdown', () => {
  it('keeps text raw, normalising line endings only', () => {
    expect(textToMarkdown('# not a heading?\r\nline *2*\r')).toBe('# not a heading?\nline *2*\n');
  });
});
