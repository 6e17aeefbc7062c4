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

module.exports = { processTree, treeRss, treeCpuTicks, rssKb, sleep };
