import { expectCustomIssue, expectIssueAt } from '../testing/issues';
import {
  FEEDBACK_BAD_MESSAGE,
  FEEDBACK_GOOD_MESSAGE,
  FEEDBACK_PARTIAL_MESSAGE,
  SearchFeedbackRequestSchema as Schema,
} from './search-feedback.schema';

const source = { url: 'https://example.com', reason: 'exact answer' };
const missing = { topic: 'pricing' };

describe('SearchFeedbackRequestSchema', () => {
  it('accepts substantive feedback for each rating', () => {
    expect(Schema.parse({ rating: 'good', valuableSources: [source] }).rating).toBe('good');
    expect(Schema.parse({ rating: 'partial', missingContent: [missing] }).rating).toBe('partial');
    expect(Schema.parse({ rating: 'partial', valuableSources: [source] }).rating).toBe('partial');
    expect(Schema.parse({ rating: 'bad', querySuggestions: 'try "x pricing"' }).rating).toBe('bad');
    expect(Schema.parse({ rating: 'bad', missingContent: [missing] }).rating).toBe('bad');
  });

  it('refuses feedback that says nothing', () => {
    expectCustomIssue(Schema, { rating: 'good' }, FEEDBACK_GOOD_MESSAGE, ['valuableSources']);
    expectCustomIssue(Schema, { rating: 'good', missingContent: [missing] }, FEEDBACK_GOOD_MESSAGE, ['valuableSources']);
    expectCustomIssue(Schema, { rating: 'partial', querySuggestions: 'x' }, FEEDBACK_PARTIAL_MESSAGE, ['rating']);
    expectCustomIssue(Schema, { rating: 'bad', valuableSources: [source], querySuggestions: '  ' }, FEEDBACK_BAD_MESSAGE, ['rating']);
  });

  it('enforces list and text bounds', () => {
    expect(Schema.parse({ rating: 'good', valuableSources: Array(50).fill(source) }).valuableSources).toHaveLength(50);
    expectIssueAt(Schema, { rating: 'good', valuableSources: Array(51).fill(source) }, 'too_big', ['valuableSources']);
    expectIssueAt(Schema, { rating: 'bad', missingContent: Array(21).fill(missing) }, 'too_big', ['missingContent']);
    expectIssueAt(Schema, { rating: 'bad', missingContent: [{ topic: '' }] }, 'too_small', ['missingContent', 0, 'topic']);
    expectIssueAt(Schema, { rating: 'bad', missingContent: [{ topic: 't'.repeat(201) }] }, 'too_big', ['missingContent', 0, 'topic']);
    expectIssueAt(Schema, { rating: 'bad', missingContent: [{ topic: 't', description: 'd'.repeat(2001) }] }, 'too_big', [
      'missingContent', 0, 'description',
    ]);
    expectIssueAt(Schema, { rating: 'bad', querySuggestions: 's'.repeat(2001) }, 'too_big', ['querySuggestions']);
    expectIssueAt(Schema, { rating: 'meh' }, 'invalid_value', ['rating']);
  });
});
