import { z } from 'zod';
import { expectCustomIssue, expectIssueAt } from '../testing/issues';
import { ActionsSchema, totalActionWaitMs, TOO_MANY_ACTIONS_MESSAGE, WAIT_TARGET_MESSAGE } from './actions.schema';

const Holder = z.object({ actions: ActionsSchema });

describe('ActionsSchema', () => {
  it('fills per-action defaults', () => {
    expect(
      ActionsSchema.parse([
        { type: 'wait', milliseconds: 500 },
        { type: 'wait', selector: '#ready' },
        { type: 'click', selector: 'a' },
        { type: 'write', text: 'hello' },
        { type: 'press', key: 'Enter' },
        { type: 'scroll' },
        { type: 'screenshot' },
        { type: 'scrape' },
        { type: 'executeJavascript', script: 'return 1' },
        { type: 'pdf' },
      ]),
    ).toEqual([
      { type: 'wait', milliseconds: 500 },
      { type: 'wait', selector: '#ready' },
      { type: 'click', selector: 'a', all: false },
      { type: 'write', text: 'hello' },
      { type: 'press', key: 'Enter' },
      { type: 'scroll', direction: 'down' },
      { type: 'screenshot', fullPage: false },
      { type: 'scrape' },
      { type: 'executeJavascript', script: 'return 1' },
      { type: 'pdf', format: 'Letter', landscape: false, scale: 1 },
    ]);
  });

  it.each([{ type: 'wait' }, { type: 'wait', milliseconds: 10, selector: '#a' }])('wait %j needs exactly one target', (action) => {
    expectCustomIssue(Holder, { actions: [action] }, WAIT_TARGET_MESSAGE, ['actions', 0]);
  });

  it('wait milliseconds must be a positive integer', () => {
    expectIssueAt(Holder, { actions: [{ type: 'wait', milliseconds: 0 }] }, 'too_small', ['actions', 0, 'milliseconds']);
  });

  it('allows 50 actions and refuses 51 with the exact message', () => {
    const scrape = { type: 'scrape' };
    expect(ActionsSchema.parse(Array(50).fill(scrape))).toHaveLength(50);
    expectCustomIssue(Holder, { actions: Array(51).fill(scrape) }, TOO_MANY_ACTIONS_MESSAGE, ['actions']);
  });

  it('requires the fields each action needs', () => {
    expectIssueAt(Holder, { actions: [{ type: 'click' }] }, 'invalid_type', ['actions', 0, 'selector']);
    expectIssueAt(Holder, { actions: [{ type: 'write' }] }, 'invalid_type', ['actions', 0, 'text']);
    expectIssueAt(Holder, { actions: [{ type: 'press' }] }, 'invalid_type', ['actions', 0, 'key']);
    expectIssueAt(Holder, { actions: [{ type: 'executeJavascript' }] }, 'invalid_type', ['actions', 0, 'script']);
  });

  it('validates enums and rejects unknown action types or keys', () => {
    expectIssueAt(Holder, { actions: [{ type: 'scroll', direction: 'left' }] }, 'invalid_value', ['actions', 0, 'direction']);
    expectIssueAt(Holder, { actions: [{ type: 'pdf', format: 'B5' }] }, 'invalid_value', ['actions', 0, 'format']);
    expectIssueAt(Holder, { actions: [{ type: 'hover', selector: 'a' }] }, 'invalid_union', ['actions', 0, 'type']);
    expectIssueAt(Holder, { actions: [{ type: 'scrape', url: 'x' }] }, 'unrecognized_keys', ['actions', 0]);
  });

  it('caps screenshot-action viewports like the screenshot format', () => {
    expectIssueAt(Holder, { actions: [{ type: 'screenshot', viewport: { width: 8000, height: 10 } }] }, 'too_big', [
      'actions', 0, 'viewport', 'width',
    ]);
  });

  it('sums explicit wait milliseconds only', () => {
    const actions = ActionsSchema.parse([
      { type: 'wait', milliseconds: 1500 },
      { type: 'wait', selector: '#x' },
      { type: 'click', selector: 'a' },
      { type: 'wait', milliseconds: 500 },
    ]);
    expect(totalActionWaitMs(actions)).toBe(2000);
    expect(totalActionWaitMs([])).toBe(0);
  });
});
