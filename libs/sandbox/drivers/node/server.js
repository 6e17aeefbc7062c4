'use strict';
// Runs inside the sandbox for the life of a session (or until killed): puppeteer-core is loaded and
// connected to the session's browser before any code arrives, so a call pays neither node's start nor
// puppeteer's load. Calls arrive on stdin, one JSON line each: {"nonce", "code"}; they run one at a
// time. After each, the nonce's end marker goes to stdout and stderr (so the host knows where this
// call's output ends) and the report goes on fd 3 as one JSON line: {"nonce", "result", "error",
// "exitCode", "cpuMs"}. A timeout, crash or limit kills the whole sandbox; the host starts a new one.
const fs = require('fs');
const readline = require('readline');
const { connectBrowser, errorMessage, runUserCode } = require('./user-code');

const endMarker = (nonce) => `\u0000wsa-end-${nonce}\u0000`;

function report(obj) {
  try {
    fs.writeSync(3, `${JSON.stringify(obj)}\n`);
  } catch {
    // fd 3 closed: the host is gone
  }
}

// user code's stray promise rejections belong on its stderr; they must not end the sandbox
process.on('unhandledRejection', (err) => process.stderr.write(`Unhandled rejection: ${(err && err.stack) || errorMessage(err)}\n`));

async function main() {
  const connecting = connectBrowser();
  connecting.catch(() => undefined);
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const { nonce, code } = JSON.parse(line);
    let browser;
    try {
      browser = await connecting;
    } catch (err) {
      process.stderr.write(`driver failed: ${err && err.message}\n`);
      report({ nonce, result: null, error: `Could not connect to the session's browser: ${err && err.message}`, exitCode: 70 });
      process.exit(70);
    }
    const outcome = await runUserCode(browser, code);
    // pipes are written synchronously on Linux: everything the code printed precedes the markers
    fs.writeSync(1, endMarker(nonce));
    fs.writeSync(2, endMarker(nonce));
    const cpu = process.cpuUsage();
    report({ nonce, ...outcome, cpuMs: Math.round((cpu.user + cpu.system) / 1000) });
    // the code closed the connection or the tab: this sandbox cannot serve another call
    if (!browser.connected) process.exit(outcome.exitCode);
  }
  process.exit(0);
}

main().catch((err) => {
  process.stderr.write(`driver failed: ${err && err.message}\n`);
  process.exit(70);
});
