// A private redis-server for benchmarks that stop Redis: started with the flags scripts/setup.sh
// uses (--bind 127.0.0.1 --save "" --appendonly no) on a free port, in the foreground as our own
// child, so stopping it never disturbs the shared Redis other people's tests use.
'use strict';
const net = require('net');
const { spawn, execFileSync } = require('child_process');
const { sleep } = require('./proc');

async function freePort() {
  const srv = net.createServer();
  await new Promise((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

const ping = (port) => {
  try {
    return execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG';
  } catch {
    return false;
  }
};

/** Starts redis-server on `port` (free one if omitted); resolves once it answers PING. */
async function startPrivateRedis(port) {
  port = port || (await freePort());
  let child;
  const start = async () => {
    child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 60; i += 1) {
      if (ping(port)) return;
      if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited (${child.exitCode})`);
      await sleep(100);
    }
    throw new Error(`redis-server on port ${port} did not answer PING`);
  };
  // `shutdown nosave` as an operator would, then wait for our child to exit (SIGKILL by pid if not)
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
    } catch { /* the connection drops as the server exits */ }
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const onExit = () => { if (child && child.exitCode === null) child.kill('SIGKILL'); };
  process.once('exit', onExit);
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: () => child.pid,
    stop,
    restart: async (downMs = 0) => { await stop(); await sleep(downMs); await start(); },
    close: async () => { await stop(); process.removeListener('exit', onExit); },
    running: () => ping(port),
  };
}

module.exports = { startPrivateRedis, freePort };
