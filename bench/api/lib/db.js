// Read-only checks over the bench database with psql (the benchmarks must not load the app's
// Prisma client): jobs of one run, found by a marker in their target URL, and their ledger rows.
'use strict';
const { execFileSync } = require('child_process');
const { DATABASE_URL } = require('./stack');

/** Rows of `sql` as objects (psql wraps the query in json_agg). `sql` must come from this harness. */
function queryRows(sql) {
  const out = execFileSync('psql', [DATABASE_URL, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', `SELECT coalesce(json_agg(t), '[]') FROM (${sql}) t`], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out.trim() || '[]');
}

const quote = (s) => `'${String(s).replace(/'/g, "''")}'`;

/**
 * Every job whose target contains `marker`, with its ledger effect: charges (rows of kind
 * charge), refunds, and the net delta. `charged` = the net delta is negative.
 */
function jobsWithLedger(marker) {
  return queryRows(`
    SELECT j.id, j.target, j.status::text AS status, j.attempts, j.error_code AS "errorCode", j.credits_used AS "creditsUsed",
           count(l.id) FILTER (WHERE l.kind = 'charge')::int AS charges,
           count(l.id) FILTER (WHERE l.kind = 'refund')::int AS refunds,
           coalesce(sum(l.delta), 0)::int AS net
    FROM jobs j LEFT JOIN credit_ledger l ON l.job_id = j.id
    WHERE j.target LIKE ${quote(`%${marker}%`)}
    GROUP BY j.id`);
}

/**
 * The ledger checks of the reliability benchmarks over one run's jobs. `answers` maps a target URL
 * to the answer its request got ({ ok, status, code }), so an error answer for a charged job shows.
 */
function auditJobs(marker, answers = new Map()) {
  const jobs = jobsWithLedger(marker);
  const byStatus = {};
  for (const j of jobs) byStatus[j.status] = (byStatus[j.status] || 0) + 1;
  const stuck = jobs.filter((j) => j.status === 'queued' || j.status === 'running');
  const doubleCharged = jobs.filter((j) => j.charges > 1 || j.net < -Math.max(1, j.creditsUsed));
  const chargedFailures = jobs.filter((j) => j.status !== 'completed' && j.net < 0);
  const chargedErrorAnswers = jobs.filter((j) => j.net < 0 && answers.get(j.target) && !answers.get(j.target).ok);
  const ledgerMismatch = jobs.filter((j) => j.status === 'completed' && -j.net !== j.creditsUsed);
  const retried = jobs.filter((j) => j.attempts > 1).length;
  return { jobs: jobs.length, byStatus, stuck, doubleCharged, chargedFailures, chargedErrorAnswers, ledgerMismatch, retried };
}

module.exports = { queryRows, jobsWithLedger, auditJobs };
