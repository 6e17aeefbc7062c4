import { parseJsonAnswer } from './parse-json-answer';

describe('parseJsonAnswer', () => {
  it('reads bare JSON, fenced JSON and JSON inside a sentence', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonAnswer('```json\n{"a":2}\n```')).toEqual({ ok: true, value: { a: 2 } });
    expect(parseJsonAnswer('Here it is: {"a":3}. Done')).toEqual({ ok: true, value: { a: 3 } });
  });
  it('says when there is no JSON', () => {
    expect(parseJsonAnswer('no json')).toEqual({ ok: false, error: 'the answer is not JSON' });
    expect(parseJsonAnswer('  ')).toEqual({ ok: false, error: 'the answer is empty' });
  });
});
