import { spawn, type ChildProcess } from 'child_process';
import { createInterface } from 'readline';

type Pending = { resolve(value: unknown): void; reject(err: Error): void };
export type ToolResult = { isError: boolean; text: string; json?: unknown };

/**
 * A minimal MCP client over stdio (newline-delimited JSON-RPC 2.0), as an agent host speaks to
 * firecrawl-mcp: initialize, then tools/call.
 */
export class McpStdio {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private stderr = '';

  private constructor(private readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on('line', (line) => this.onLine(line));
    child.stderr?.on('data', (d) => (this.stderr += d));
    child.on('exit', () => {
      for (const p of this.pending.values()) p.reject(new Error(`MCP server exited: ${this.stderr}`));
      this.pending.clear();
    });
  }

  static async start(script: string, env: Record<string, string>): Promise<McpStdio> {
    const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const client = new McpStdio(child);
    await client.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'wsa-compat', version: '1' } });
    client.notify('notifications/initialized');
    return client;
  }

  request(method: string, params: unknown = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    });
  }

  notify(method: string, params: unknown = {}): void {
    this.child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', method, params }) + '\n');
  }

  async listTools(): Promise<string[]> {
    const res = (await this.request('tools/list')) as { tools: { name: string }[] };
    return res.tools.map((t) => t.name);
  }

  /** Calls a tool; the text the agent sees, parsed as JSON when it is JSON. */
  async callTool(name: string, args: Record<string, unknown>): Promise<ToolResult> {
    const res = (await this.request('tools/call', { name, arguments: args })) as { isError?: boolean; content?: { type: string; text?: string }[] };
    const text = (res.content ?? []).map((c) => c.text ?? '').join('\n');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { isError: res.isError === true, text, json };
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.stdin!.end();
    this.child.kill('SIGTERM');
    await exited;
  }

  private onLine(line: string): void {
    let msg: { id?: number; result?: unknown; error?: { message: string } };
    try {
      msg = JSON.parse(line);
    } catch {
      return; // servers may log to stdout; only JSON-RPC lines matter
    }
    if (msg.id === undefined || !this.pending.has(msg.id)) return;
    const p = this.pending.get(msg.id)!;
    this.pending.delete(msg.id);
    if (msg.error) p.reject(new Error(msg.error.message));
    else p.resolve(msg.result);
  }
}
