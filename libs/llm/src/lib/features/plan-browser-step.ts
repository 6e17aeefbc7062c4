import type { Llm } from '../llm';
import type { FeatureResult } from './page-chunks';

/** One step of the interact prompt agent, in the vocabulary of the session's `browser` tool. */
export type BrowserStep =
  | { action: 'click'; target: string; thought: string }
  | { action: 'fill' | 'type'; target: string; text: string; thought: string }
  | { action: 'press'; text: string; thought: string }
  | { action: 'goto'; text: string; thought: string }
  | { action: 'wait'; target: string; thought: string }
  | { action: 'done'; answer: string; thought: string };

export const STEP_SCHEMA = {
  type: 'object',
  properties: {
    thought: { type: 'string' },
    action: { type: 'string', enum: ['click', 'fill', 'type', 'press', 'goto', 'wait', 'done'] },
    target: { type: 'string' },
    text: { type: 'string' },
    answer: { type: 'string' },
  },
  required: ['thought', 'action'],
};

const SYSTEM = [
  'You operate a web browser tab to reach a goal set by a user. Each turn you see the current page',
  '(URL, title, interactive elements with refs such as @e3, and visible text) and the steps taken so far, and you choose ONE next step:',
  'click (target: a ref like @e3 or a CSS selector), fill (clear a field, then enter text), type (append text), press (text: a key such as Enter),',
  'goto (text: a URL), wait (target: a CSS selector), or done (answer: the final answer for the user, from what the pages showed).',
  'Choose done as soon as the goal is reached or cannot be reached, and say why in the answer. Never invent page content.',
].join(' ');

/** The next step towards the goal, from the observation of the page and the steps so far. */
export async function planBrowserStep(llm: Llm, req: { goal: string; observation: string; history: string[]; signal?: AbortSignal }): Promise<FeatureResult<BrowserStep>> {
  const history = req.history.length ? req.history.map((h, i) => `${i + 1}. ${h}`).join('\n') : '(none yet)';
  const user = `Goal: ${req.goal}\n\nSteps so far:\n${history}\n\nCurrent page:\n\n${req.observation}`;
  const a = await llm.json('interact', { system: SYSTEM, user, schema: STEP_SCHEMA, schemaName: 'browser_step', signal: req.signal });
  return { value: normalizeStep(a.value as Record<string, string>), usage: a.usage, warnings: [] };
}

/** A step with the fields its action needs; a step missing them is answered as done with the reason. */
function normalizeStep(v: Record<string, string>): BrowserStep {
  const thought = v.thought ?? '';
  const missing = (field: string): BrowserStep => ({ action: 'done', answer: `Stopped: the model chose "${v.action}" without a ${field}.`, thought });
  switch (v.action) {
    case 'click':
    case 'wait':
      return v.target ? { action: v.action, target: v.target, thought } : missing('target');
    case 'fill':
    case 'type':
      return v.target && v.text !== undefined ? { action: v.action, target: v.target, text: v.text, thought } : missing('target and text');
    case 'press':
    case 'goto':
      return v.text ? { action: v.action, text: v.text, thought } : missing('text');
    default:
      return { action: 'done', answer: v.answer ?? '', thought };
  }
}
