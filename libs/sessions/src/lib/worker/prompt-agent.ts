import type { SessionRunResult } from '@wsa/contracts';
import { llmFailureReason, planBrowserStep, type BrowserStep, type Llm } from '@wsa/llm/client';

/** Most steps one prompt may take (each is an observation, a model call and a browser command). */
export const MAX_AGENT_STEPS = 12;

// What the model sees of the page each turn: where it is, what it can act on, what it reads.
const OBSERVE = 'echo "URL: $(browser url)"; echo "Title: $(browser title)"; echo; echo "Interactive elements:"; browser snapshot | head -n 80; echo; echo "Visible text:"; browser text | head -c 4000';

export type BashRunner = (code: string, timeoutMs: number) => Promise<SessionRunResult>;

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The `browser` command of a step; arguments are quoted, so model text is never shell syntax. */
export function stepCommand(step: Exclude<BrowserStep, { action: 'done' }>): string {
  switch (step.action) {
    case 'click':
    case 'wait':
      return `browser ${step.action} ${quote(step.target)}`;
    case 'fill':
    case 'type':
      return `browser ${step.action} ${quote(step.target)} ${quote(step.text)}`;
    case 'press':
    case 'goto':
      return `browser ${step.action} ${quote(step.text)}`;
  }
}

/**
 * Interact with a `prompt`: the model drives the session's tab through the same sandboxed `browser`
 * tool bash code uses (observe, choose one step, run it) until it answers or the budget ends. The
 * step log is `stdout`, the model's final answer `output`.
 */
export async function runPromptAgent(llm: Llm, runBash: BashRunner, prompt: string, timeoutMs: number): Promise<SessionRunResult> {
  const started = Date.now();
  const deadline = AbortSignal.timeout(timeoutMs);
  const log: string[] = [];
  const history: string[] = [];
  const left = () => timeoutMs - (Date.now() - started);
  const result = (over: Partial<SessionRunResult>): SessionRunResult => ({
    stdout: log.join('\n'), stderr: '', result: null, exitCode: 0, killed: false, error: null, truncated: false, durationMs: Date.now() - started, ...over,
  });
  for (let i = 0; i < MAX_AGENT_STEPS; i++) {
    if (left() < 500) return result({ killed: true, exitCode: null, error: `The prompt agent ran out of time after ${i} steps.` });
    const seen = await runBash(OBSERVE, Math.min(15000, left()));
    let step: BrowserStep;
    try {
      step = (await planBrowserStep(llm, { goal: prompt, observation: seen.stdout, history, signal: deadline })).value;
    } catch (e) {
      return result({ exitCode: 1, error: `The prompt agent stopped: ${llmFailureReason(e)}.` });
    }
    if (step.action === 'done') {
      log.push(`done: ${step.answer}`);
      return result({ output: step.answer, result: step.answer });
    }
    const command = stepCommand(step);
    const ran = await runBash(command, Math.min(30000, Math.max(500, left())));
    const outcome = ran.exitCode === 0 ? 'ok' : `failed: ${(ran.stderr || ran.stdout).trim().slice(0, 200)}`;
    log.push(`${command}  # ${step.thought} -> ${outcome}`);
    history.push(`${command} -> ${outcome}`);
  }
  return result({ exitCode: 1, error: `The prompt agent did not finish in ${MAX_AGENT_STEPS} steps.` });
}
