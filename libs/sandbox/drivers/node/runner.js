'use strict';
// Runs inside the sandbox, once: connects puppeteer-core to the session's browser over the CDP unix
// socket, then runs the user's code (stdin) as the body of an async function with `page` and `browser`.
// The value of the last expression statement is returned and reported as JSON on fd 3.
const fs = require('fs');
const { connectBrowser, runUserCode } = require('./user-code');

function report(obj) {
  try {
    fs.writeSync(3, JSON.stringify(obj));
  } catch {
    // fd 3 closed: nothing to report to
  }
}

async function main() {
  const code = fs.readFileSync(0, 'utf8');
  const browser = await connectBrowser();
  const { exitCode, result, error } = await runUserCode(browser, code);
  report({ result, error });
  browser.disconnect();
  // flush stdout/stderr, then leave even if user code left timers or sockets open
  process.stdout.write('', () => process.stderr.write('', () => process.exit(exitCode)));
}

main().catch((err) => {
  process.stderr.write(`driver failed: ${err && err.message}\n`);
  report({ result: null, error: `Could not connect to the session's browser: ${err && err.message}` });
  process.exit(70);
});
