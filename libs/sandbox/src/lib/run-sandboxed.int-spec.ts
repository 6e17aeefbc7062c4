import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { runSandboxed, SessionSandbox, type SandboxOptions, type SandboxRun } from '@wsa/sandbox';

const opts: SandboxOptions = {
  nodePath: '/usr/bin/node', pythonPath: '/usr/bin/python3', bashPath: '/usr/bin/bash',
  nodeModulesDir: path.dirname(path.dirname(require.resolve('puppeteer-core/package.json'))),
  memoryMb: 1024, maxProcesses: 64, cpuSeconds: 30, outputLimitBytes: 4096, uid: 65534,
};

let browser: Browser;
let dir: string;
let relay: net.Server;
let cdp: Pick<SandboxRun, 'cdpSocketPath' | 'cdpPath'>;
let secretServer: http.Server;
let secretPort: number;
let session: SessionSandbox;

beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: ['--no-sandbox', '--remote-debugging-port=0'] });
  const ws = new URL(browser.wsEndpoint());
  const page = (await browser.pages())[0];
  await page.setContent('<title>T</title><h1>hello sandbox</h1><input id=q><button onclick="document.title=\'clicked\'">Go</button>');
  dir = mkdtempSync(path.join(os.tmpdir(), 'wsa-sbx-'));
  chmodSync(dir, 0o711);
  const socketPath = path.join(dir, 'cdp.sock');
  relay = net.createServer((c) => {
    const up = net.connect(Number(ws.port), '127.0.0.1');
    c.pipe(up).pipe(c);
    c.on('error', () => up.destroy());
    up.on('error', () => c.destroy());
  });
  await new Promise<void>((r) => relay.listen(socketPath, r));
  chmodSync(socketPath, 0o777);
  cdp = { cdpSocketPath: socketPath, cdpPath: ws.pathname };
  session = new SessionSandbox(opts, cdp);
  secretServer = http.createServer((_q, s) => s.end('secret'));
  await new Promise<void>((r) => secretServer.listen(0, '127.0.0.1', r));
  secretPort = (secretServer.address() as net.AddressInfo).port;
}, 30_000);

afterAll(async () => {
  session?.close();
  await browser?.close();
  relay?.close();
  secretServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Run = (language: SandboxRun['language'], code: string, timeoutMs?: number) => ReturnType<typeof runSandboxed>;
const oneShot: Run = (language, code, timeoutMs = 20_000) => runSandboxed(opts, { language, code, timeoutMs, ...cdp });
// node calls of a session go to a sandbox started ahead (puppeteer loaded and connected); python and bash run one-shot
const warm: Run = (language, code, timeoutMs = 20_000) => session.run({ language, code, timeoutMs });
const run = oneShot;

describe.each([['one-shot', oneShot], ['session (warm node)', warm]])('node driver, %s', (_mode, run) => {
  it('gives a ready page; the last expression is the result; console.log is stdout', async () => {
    const r = await run('node', 'console.log("hi"); const t = await page.evaluate(() => document.querySelector("h1").textContent);\n({ t, pages: (await browser.pages()).length })');
    expect(r).toMatchObject({ exitCode: 0, killed: false, error: null, stdout: 'hi\n' });
    expect(JSON.parse(r.result as string)).toEqual({ t: 'hello sandbox', pages: 1 });
  });

  it('reports a thrown error on stderr and in error, exit code 1', async () => {
    const r = await run('node', 'throw new Error("boom")');
    expect(r.exitCode).toBe(1);
    expect(r.error).toBe('Error: boom');
    expect(r.stderr).toContain('boom');
  });

  it('kills a run past its timeout', async () => {
    const r = await run('node', 'await new Promise(() => setInterval(() => {}, 1000))', 1500);
    expect(r.killed).toBe(true);
    expect(r.error).toMatch(/timed out/);
  });

  it('caps stdout with a note', async () => {
    const r = await run('node', 'console.log("x".repeat(10000))');
    expect(r.truncated).toBe(true);
    expect(r.stdout).toMatch(/\[output truncated: more than 4096 bytes\]$/);
  });
});

describe.each([['one-shot', oneShot], ['session (warm node)', warm]])('escapes are refused, %s', (_mode, run) => {
  it('cannot read /etc/shadow, the worker environment, or service files', async () => {
    const r = await run('bash', `cat /etc/shadow; echo "env:$DATABASE_URL:$REDIS_URL"; ls ${process.cwd()} 2>&1; cat /proc/1/environ | tr '\\0' ' '; id -u`);
    expect(r.stdout).not.toMatch(/root:/);
    expect(r.stdout).toContain('env::\n');
    expect(r.stdout).not.toContain('package.json');
    expect(r.stdout).not.toMatch(/DATABASE_URL|REDIS_URL/);
    expect(r.stdout.trim().split('\n').pop()).toBe('65534');
  });

  it('cannot reach a 127.0.0.1 service', async () => {
    const r = await run('node', `await new Promise((res, rej) => require('http').get('http://127.0.0.1:${secretPort}/', (s) => res(s.statusCode)).on('error', rej))`);
    expect(r.exitCode).toBe(1);
    expect(r.error).toMatch(/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/);
  });

  it('contains a fork bomb and a memory bomb', async () => {
    const fork = await run('bash', 'bomb() { bomb | bomb & }; bomb; sleep 2; echo survived', 5000);
    expect(fork.exitCode === 0 || fork.killed).toBe(true);
    const mem = await run('node', 'const a = []; while (true) a.push(Buffer.alloc(64 * 1024 * 1024, 1));', 15_000);
    expect(mem.exitCode).not.toBe(0);
    const after = await run('node', '1 + 1');
    expect(after.result).toBe('2');
  }, 40_000);
});

describe.each([['one-shot', oneShot], ['session (warm python)', warm]])('python driver, %s', (_mode, run) => {
  it('python: page API over CDP, print to stdout, last expression as result', async () => {
    // (the title is reset: the one-shot and the warm run share the page)
    const r = await run('python', 'page.evaluate("document.title = \'T\'; document.querySelector(\'#q\').value = \'\'")\nprint(page.title())\npage.type("#q", "abc")\npage.click("button")\n[page.title(), page.evaluate("document.querySelector(\'#q\').value")]');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'T\n', error: null });
    expect(JSON.parse(r.result as string)).toEqual(['clicked', 'abc']);
  });

});

describe('bash driver', () => {
  it('bash: the browser CLI with snapshot refs usable by click', async () => {
    const r = await run('bash', 'browser --help | head -3; browser snapshot; browser click @e2; browser title; browser text | head -1');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('usage: browser');
    expect(r.stdout).toMatch(/@e2 button "Go"/);
    expect(r.stdout).toContain('clicked\nhello sandbox');
  });
});

describe("a session's warm sandboxes", () => {
  const count = 'globalThis.calls = (globalThis.calls ?? 0) + 1';

  it('serves call after call from one process, each with its own output', async () => {
    const first = await warm('node', `${count}; console.log("a"); console.error("e"); setTimeout(() => console.log("stray"), 50); globalThis.calls`);
    expect(first).toMatchObject({ stdout: 'a\n', stderr: 'e\n', exitCode: 0 });
    await new Promise((r) => setTimeout(r, 150));
    const second = await warm('node', `${count}; console.log("b"); globalThis.calls`);
    expect(second).toMatchObject({ stdout: 'b\n', stderr: '', exitCode: 0 });
    expect(Number(second.result)).toBe(Number(first.result) + 1);
  });

  it('replaces a sandbox killed by its timeout, or ended by the code, with a fresh one', async () => {
    await warm('node', count);
    const slow = await warm('node', 'await new Promise(() => setInterval(() => {}, 1000))', 1500);
    expect(slow).toMatchObject({ killed: true, exitCode: 137 });
    expect(await warm('node', `${count}; globalThis.calls`)).toMatchObject({ result: '1', exitCode: 0 });
    expect(await warm('node', 'process.exit(3)')).toMatchObject({ exitCode: 3, killed: false });
    expect(await warm('node', `${count}; globalThis.calls`)).toMatchObject({ result: '1', exitCode: 0 });
  });

  it('python: a warm sandbox serves the next python call, each with its own output; an exit or a timeout replaces it', async () => {
    const count = 'import builtins\nbuiltins.calls = getattr(builtins, "calls", 0) + 1';
    await warm('python', '1'); // the session's first python call starts its warm sandbox
    const first = await warm('python', `${count}\nprint("a")\nbuiltins.calls`);
    const second = await warm('python', `${count}\nprint("b")\nbuiltins.calls`);
    expect(first).toMatchObject({ stdout: 'a\n', exitCode: 0 });
    expect(second).toMatchObject({ stdout: 'b\n', exitCode: 0, result: String(Number(first.result) + 1) });
    expect(await warm('python', 'import sys\nsys.exit(4)')).toMatchObject({ exitCode: 4, killed: false });
    expect(await warm('python', 'import time\ntime.sleep(30)', 1500)).toMatchObject({ killed: true, exitCode: 137 });
    expect(await warm('python', 'page.title()')).toMatchObject({ exitCode: 0, result: expect.any(String) });
  });

  it('keeps serving after a stray promise rejection; overlapping calls run one-shot', async () => {
    const r = await warm('node', 'Promise.reject(new Error("late")); 5');
    expect(r).toMatchObject({ result: '5', exitCode: 0 });
    const [a, b] = await Promise.all([warm('node', 'await page.title()'), warm('node', 'await page.title()')]);
    expect([a.exitCode, b.exitCode]).toEqual([0, 0]);
    expect(a.result).toBe(b.result);
  });
});
