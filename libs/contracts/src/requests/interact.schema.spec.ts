import { expectCustomIssue, expectIssueAt } from '../testing/issues';
import { CODE_OR_PROMPT_MESSAGE, InteractRequestSchema as Schema } from './interact.schema';

describe('InteractRequestSchema', () => {
  it('defaults language to node and timeout to 30 s', () => {
    expect(Schema.parse({ code: 'await page.title()' })).toEqual({ code: 'await page.title()', language: 'node', timeout: 30 });
    expect(Schema.parse({ prompt: 'click login' })).toEqual({ prompt: 'click login', language: 'node', timeout: 30 });
  });

  it('needs exactly one of code or prompt', () => {
    expectCustomIssue(Schema, {}, CODE_OR_PROMPT_MESSAGE, []);
    expectCustomIssue(Schema, { code: 'x', prompt: 'y' }, CODE_OR_PROMPT_MESSAGE, []);
  });

  it('bounds code (1..100000) and prompt (1..10000)', () => {
    expect(Schema.parse({ code: 'c'.repeat(100000) }).code).toHaveLength(100000);
    expectIssueAt(Schema, { code: 'c'.repeat(100001) }, 'too_big', ['code']);
    expectIssueAt(Schema, { code: '' }, 'too_small', ['code']);
    expectIssueAt(Schema, { prompt: 'p'.repeat(10001) }, 'too_big', ['prompt']);
    expectIssueAt(Schema, { prompt: '' }, 'too_small', ['prompt']);
  });

  it('language is node, python or bash; timeout 1..300 s', () => {
    expect(Schema.parse({ code: 'ls', language: 'bash', timeout: 300 })).toMatchObject({ language: 'bash', timeout: 300 });
    expect(Schema.parse({ code: 'print(1)', language: 'python', timeout: 1 }).timeout).toBe(1);
    expectIssueAt(Schema, { code: 'x', language: 'ruby' }, 'invalid_value', ['language']);
    expectIssueAt(Schema, { code: 'x', timeout: 0 }, 'too_small', ['timeout']);
    expectIssueAt(Schema, { code: 'x', timeout: 301 }, 'too_big', ['timeout']);
  });
});
