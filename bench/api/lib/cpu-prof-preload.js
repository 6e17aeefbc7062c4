// Preloaded into every supervised app when profiling (NODE_OPTIONS=--require <this>), because
// Node 20 refuses --cpu-prof in NODE_OPTIONS. Starts the V8 sampling profiler at startup and writes
// <BENCH_CPU_PROF_DIR>/<app>-<pid>.cpuprofile when the process exits (the same-thread inspector
// session answers synchronously, so this works inside the 'exit' handler). With
// BENCH_CPU_PROF_ON_SIGNAL=1 the profiler starts on SIGUSR2 instead (so start-up and warm-up are left out).
'use strict';
const fs = require('fs');
const inspector = require('inspector');
const path = require('path');

const dir = process.env.BENCH_CPU_PROF_DIR;
const m = /dist\/apps\/([^/]+)\/main\.js/.exec(process.argv[1] || '');
if (dir && m) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_CPU_PROF_INTERVAL_US || 1000) });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    session.post('Profiler.start');
  };
  if (process.env.BENCH_CPU_PROF_ON_SIGNAL === '1') process.on('SIGUSR2', start);
  else start();
  process.on('exit', () => {
    if (!started) return;
    session.post('Profiler.stop', (err, res) => {
      if (!err) fs.writeFileSync(path.join(dir, `${m[1]}-${process.pid}.cpuprofile`), JSON.stringify(res.profile));
    });
  });
}
