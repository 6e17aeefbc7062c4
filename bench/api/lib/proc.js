// /proc helpers: the process tree under a pid, and its summed resident memory.
'use strict';
const fs = require('fs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readStat(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = s.lastIndexOf(')');
    const fields = s.slice(close + 2).split(' ');
    return { pid, comm: s.slice(s.indexOf('(') + 1, close), ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/** The process `root` and every descendant, each with pid, ppid and comm. */
function processTree(root) {
  const all = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => readStat(Number(d))).filter(Boolean);
  const children = new Map();
  for (const p of all) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(p);
  }
  const self = all.find((p) => p.pid === root);
  if (!self) return [];
  const out = [self];
  for (let i = 0; i < out.length; i += 1) out.push(...(children.get(out[i].pid) || []));
  return out;
}

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Summed VmRSS (MB) of the tree, split into node processes, chromium processes and the rest. */
function treeRss(root) {
  const tree = processTree(root);
  const out = { totalMb: 0, nodeMb: 0, chromiumMb: 0, otherMb: 0, processes: tree.length, chromiumProcesses: 0 };
  for (const p of tree) {
    const mb = rssKb(p.pid) / 1024;
    out.totalMb += mb;
    if (p.comm === 'node') out.nodeMb += mb;
    else if (/chrom/i.test(p.comm)) { out.chromiumMb += mb; out.chromiumProcesses += 1; }
    else out.otherMb += mb;
  }
  return out;
}

/** utime+stime in clock ticks of each process of the tree (for per-process CPU shares). */
function treeCpuTicks(root) {
  const out = new Map();
  for (const p of processTree(root)) {
    try {
      const s = fs.readFileSync(`/proc/${p.pid}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      out.set(p.pid, { comm: p.comm, ticks: Number(f[11]) + Number(f[12]) });
    } catch { /* exited */ }
  }
  return out;
}

/** A readable name for a process of the stack: the node app it runs, supervisor, chromium, or comm. */
function appName(pid, comm) {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const m = /dist\/apps\/([^/]+)\/main\.js/.exec(cmd);
    if (m) return m[1];
    if (/supervise\.js/.test(cmd)) return 'supervisor';
  } catch { /* exited */ }
  if (comm === 'postgres') return 'postgresql';
  return /chrom/i.test(comm) ? 'chromium' : comm;
}

/** Chromium's role of a process (`--type=renderer`, ...; none = the browser process itself). */
function chromiumType(pid) {
  try {
    const m = /--type=([\w-]+)/.exec(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    return m ? m[1] : 'browser';
  } catch {
    return 'gone';
  }
}

/** Proportional set size (MB): shared pages split between the processes mapping them (0 if unreadable). */
function pssMb(pid) {
  try {
    const m = /^Pss:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * One row per process (not per thread) of the trees under `roots`: pid, name (node app,
 * `supervisor`, `chromium:<type>` or comm), VmRSS in MB (`mb`) and PSS in MB (`pss`: shared pages
 * such as Chromium's zygote-forked memory counted once over the tree).
 */
function processRss(roots) {
  const rows = [];
  for (const p of [].concat(roots).flatMap((r) => processTree(r))) {
    let name = appName(p.pid, p.comm);
    if (name === 'chromium') name = `chromium:${chromiumType(p.pid)}`;
    rows.push({ pid: p.pid, ppid: p.ppid, name, mb: rssKb(p.pid) / 1024, pss: pssMb(p.pid) });
  }
  return rows;
}

/** `processRss` rows folded for printing: node processes one by one, Chromium by type with a count. */
function formatProcessRss(rows) {
  const total = rows.reduce((a, r) => a + r.mb, 0);
  const chromium = rows.filter((r) => r.name.startsWith('chromium'));
  const byType = new Map();
  for (const r of chromium) {
    const t = byType.get(r.name) || { n: 0, mb: 0 };
    byType.set(r.name, { n: t.n + 1, mb: t.mb + r.mb });
  }
  const rest = rows.filter((r) => !r.name.startsWith('chromium')).map((r) => `${r.name}[${r.pid}] ${r.mb.toFixed(0)}`);
  const chr = [...byType].map(([n, t]) => `${n} x${t.n} ${t.mb.toFixed(0)}`);
  const chromiumMb = chromium.reduce((a, r) => a + r.mb, 0);
  const pss = rows.reduce((a, r) => a + r.pss, 0);
  return `total ${total.toFixed(0)} MB RSS (PSS ${pss.toFixed(0)}) over ${rows.length} processes (node+supervisor ${(total - chromiumMb).toFixed(0)}, chromium ${chromiumMb.toFixed(0)} in ${chromium.length}) | ${[...rest, ...chr].join(', ')}`;
}

module.exports = { processTree, treeRss, treeCpuTicks, rssKb, sleep, appName, processRss, formatProcessRss };
