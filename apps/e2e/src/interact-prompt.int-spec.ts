import Firecrawl from '@mendable/firecrawl-js';
import { startInteractPages, startOpenAiStandIn, startStack, type OpenAiStandIn, type RecordedChat, type Stack } from '@wsa/testing';

// Interact with a prompt through npm start: the session worker's agent observes the tab through the
// sandboxed `browser` tool, the model (a local OpenAI-wire stand-in playing a scripted planner that
// reads what it is shown) picks steps, and the answer comes back in `output`.
let stack: Stack;
let model: OpenAiStandIn;
let pages: Awaited<ReturnType<typeof startInteractPages>>;
let client: Firecrawl;

/** Clicks the element labelled "Add one" (by the ref the snapshot gave it) twice, then reads the counter. */
function planner(chat: RecordedChat): string | undefined {
  const user = chat.messages.find((m) => m.role === 'user')?.content ?? '';
  if (!user.startsWith('Goal:')) return undefined;
  const clicks = (user.match(/browser click/g) ?? []).length;
  const ref = /(@e\d+) button "Add one"/.exec(user)?.[1];
  if (clicks < 2 && ref) return JSON.stringify({ thought: 'press the button', action: 'click', target: ref });
  const count = /Visible text:\n(\d+)/.exec(user)?.[1];
  return JSON.stringify({ thought: 'read the counter', action: 'done', answer: `The counter shows ${count}.` });
}

beforeAll(async () => {
  pages = await startInteractPages();
  model = await startOpenAiStandIn();
  model.behave({ reply: planner });
  stack = await startStack({ LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in-chat' });
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'prompt-team', '--credits', '200');
  client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await model?.close();
  await pages?.close();
});

it('a prompt drives the tab step by step and answers in output; the session bills at the prompt rate', async () => {
  const doc = await client.scrape(`${pages.url}/app`, { formats: ['markdown'], maxAge: 0 });
  const jobId = String(doc.metadata?.scrapeId);
  const res = await client.interact(jobId, { prompt: 'Press "Add one" twice and tell me the counter value', language: 'node' } as never);
  expect(res).toMatchObject({ success: true, output: 'The counter shows 2.' });
  expect(String((res as { stdout?: string }).stdout)).toMatch(/browser click '@e\d+'.*-> ok\n.*browser click/s);
  // the model saw the page through the observation: its elements and text
  const first = model.requests.find((r) => r.messages.some((m) => m.content.startsWith('Goal:')));
  expect(first?.messages[1].content).toContain('button "Add one"');
  // code and prompt share the session: the page state the agent left is there
  const count = await client.interact(jobId, { code: 'await page.$eval("#count", (e) => e.textContent)' });
  expect(JSON.parse(String((count as { result?: string }).result))).toBe('2');
  const stop = await client.stopInteraction(jobId);
  expect((stop as { creditsBilled?: number }).creditsBilled).toBe(7);
}, 120_000);
