'use strict';
// Runs inside the sandbox: connects puppeteer-core to the session's browser over the CDP unix socket,
// then runs the user's code (stdin) as the body of an async function with `page` and `browser`.
// The value of the last expression statement is returned and reported as JSON on fd 3.
const fs = require('fs');

function report(obj) {
  try {
    fs.writeSync(3, JSON.stringify(obj));
  } catch {
    // fd 3 closed: nothing to report to
  }
}

/** Turns a trailing expression statement into `return (...)`, so its value becomes `result`. */
function withReturnOfLastExpression(code) {
  let ast;
  try {
    ast = require('acorn').parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowAwaitOutsideFunction: true, allowReturnOutsideFunction: true });
  } catch {
    return code; // the syntax error is reported when the function is built
  }
  const last = ast.body[ast.body.length - 1];
  if (!last || last.type !== 'ExpressionStatement') return code;
  return `${code.slice(0, last.start)}return (${code.slice(last.expression.start, last.expression.end)});${code.slice(last.end)}`;
}

function serialise(value) {
  if (value === undefined) return null;
  try {
    const json = JSON.stringify(value);
    return json === undefined ? null : json;
  } catch {
    return JSON.stringify(String(value));
  }
}

async function main() {
  const code = fs.readFileSync(0, 'utf8');
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.connect({
    browserWSEndpoint: `ws+unix://${process.env.WSA_CDP_SOCKET}:${process.env.WSA_CDP_PATH}`,
    // Chromium accepts DevTools connections only with an IP or localhost Host header
    headers: { Host: '127.0.0.1' },
    defaultViewport: null,
  });
  const page = (await browser.pages())[0];
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  let exitCode = 0;
  try {
    const fn = new AsyncFunction('page', 'browser', 'require', withReturnOfLastExpression(code));
    const value = await fn(page, browser, require);
    report({ result: serialise(value), error: null });
  } catch (err) {
    exitCode = 1;
    const message = err && err.message ? `${err.name || 'Error'}: ${err.message}` : String(err);
    process.stderr.write(`${(err && err.stack) || message}\n`);
    report({ result: null, error: message });
  }
  browser.disconnect();
  // flush stdout/stderr, then leave even if user code left timers or sockets open
  process.stdout.write('', () => process.stderr.write('', () => process.exit(exitCode)));
}

main().catch((err) => {
  process.stderr.write(`driver failed: ${err && err.message}\n`);
  report({ result: null, error: `Could not connect to the session's browser: ${err && err.message}` });
  process.exit(70);
});
