import { withoutReasoning } from './chat-completions';

describe('withoutReasoning', () => {
  it('drops the inline reasoning of thinking models, keeps the answer', () => {
    expect(withoutReasoning('<think>the page says {x} so...</think>\n{"a":1}')).toBe('{"a":1}');
    expect(withoutReasoning('{"a":1}')).toBe('{"a":1}');
    // cut off while still thinking: no answer at all rather than half a thought
    expect(withoutReasoning('<think>still going')).toBe('');
  });
});
