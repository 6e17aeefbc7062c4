import { expectIssueAt, issuesOf } from '../testing/issues';
import { INVALID_JOB_ID_MESSAGE, JobIdParamSchema } from './job-id.schema';
import { AskRequestSchema, DocsSearchRequestSchema } from './support.schema';

const JOB = '0b5e3c2a-8f4d-4a47-9c1e-2f6d9a7b1c30';

describe('AskRequestSchema', () => {
  it('accepts question, rationale, context and jobId', () => {
    const body = { question: 'why 408?', rationale: 'user wants the page', context: { route: '/v2/scrape', attempt: 2 }, jobId: JOB };
    expect(AskRequestSchema.parse(body)).toEqual(body);
  });

  it('bounds question 1..8000 and rationale 1..2000', () => {
    expect(AskRequestSchema.parse({ question: 'q'.repeat(8000) }).question).toHaveLength(8000);
    expectIssueAt(AskRequestSchema, { question: 'q'.repeat(8001) }, 'too_big', ['question']);
    expectIssueAt(AskRequestSchema, { question: '' }, 'too_small', ['question']);
    expectIssueAt(AskRequestSchema, { question: 'q', rationale: '' }, 'too_small', ['rationale']);
    expectIssueAt(AskRequestSchema, { question: 'q', rationale: 'r'.repeat(2001) }, 'too_big', ['rationale']);
  });

  it('allows extra keys (dropped) beside the known ones', () => {
    expect(AskRequestSchema.parse({ question: 'why?', jobId: JOB, agent: 'cli', trace: [1] })).toEqual({ question: 'why?', jobId: JOB });
  });

  it('jobId must be a UUID and context an object', () => {
    expectIssueAt(AskRequestSchema, { question: 'q', jobId: 'abc' }, 'invalid_format', ['jobId']);
    expectIssueAt(AskRequestSchema, { question: 'q', context: 'text' }, 'invalid_type', ['context']);
  });
});

describe('DocsSearchRequestSchema', () => {
  it('takes only a 1..8000 char question', () => {
    expect(DocsSearchRequestSchema.parse({ question: 'how do I set maxAge?' })).toEqual({ question: 'how do I set maxAge?' });
    expectIssueAt(DocsSearchRequestSchema, { question: 'q'.repeat(8001) }, 'too_big', ['question']);
    expectIssueAt(DocsSearchRequestSchema, { question: 'q', rationale: 'r' }, 'unrecognized_keys', []);
  });
});

describe('JobIdParamSchema', () => {
  it('accepts UUIDs of any version, upper or lower case', () => {
    expect(JobIdParamSchema.parse({ jobId: JOB })).toEqual({ jobId: JOB });
    expect(JobIdParamSchema.parse({ jobId: JOB.toUpperCase() }).jobId).toBe(JOB.toUpperCase());
  });

  it.each(['123', `${JOB}x`, '', 'not-a-uuid-at-all-0000000000000000'])('rejects %j with the compat message', (jobId) => {
    expect(issuesOf(JobIdParamSchema, { jobId })[0].message).toBe(INVALID_JOB_ID_MESSAGE);
  });
});
