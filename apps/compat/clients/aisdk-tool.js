// Calls one firecrawl-aisdk tool directly, as a model's tool call would, and prints
// {ok, result} or {ok: false, error} as JSON. The package is ESM only, so the matrix (jest, CommonJS)
// runs it in this child process: `node aisdk-tool.js <tool> '<args JSON>'`.
const [name, argsJson] = process.argv.slice(2);

(async () => {
  const sdk = await import('firecrawl-aisdk');
  const tool = sdk[name]({ apiKey: process.env.FIRECRAWL_API_KEY, apiUrl: process.env.FIRECRAWL_API_URL });
  try {
    const result = await tool.execute(JSON.parse(argsJson), { toolCallId: 'compat', messages: [] });
    process.stdout.write(JSON.stringify({ ok: true, result }));
  } catch (err) {
    process.stdout.write(JSON.stringify({ ok: false, error: String(err && err.message ? err.message : err) }));
  }
})();
