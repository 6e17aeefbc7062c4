'use strict';
// Shared by the one-shot runner and the persistent server: how user code becomes a function, how its
// value becomes `result`, and how puppeteer reaches the session's browser over the CDP unix socket.

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

function errorMessage(err) {
  return err && err.message ? `${err.name || 'Error'}: ${err.message}` : String(err);
}

function connectBrowser() {
  return require('puppeteer-core').connect({
    browserWSEndpoint: `ws+unix://${process.env.WSA_CDP_SOCKET}:${process.env.WSA_CDP_PATH}`,
    // Chromium accepts DevTools connections only with an IP or localhost Host header
    headers: { Host: '127.0.0.1' },
    defaultViewport: null,
  });
}

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;

/**
 * Runs one piece of user code as the body of an async function with `page`, `browser`, `require`.
 * Settles with `{ exitCode, result, error }`; a thrown error is also written to stderr.
 */
async function runUserCode(browser, code) {
  try {
    const page = (await browser.pages())[0];
    const fn = new AsyncFunction('page', 'browser', 'require', withReturnOfLastExpression(code));
    const value = await fn(page, browser, require);
    return { exitCode: 0, result: serialise(value), error: null };
  } catch (err) {
    const message = errorMessage(err);
    process.stderr.write(`${(err && err.stack) || message}\n`);
    return { exitCode: 1, result: null, error: message };
  }
}

module.exports = { connectBrowser, errorMessage, runUserCode };
