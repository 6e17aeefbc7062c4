// Requests of the reliability benchmarks, one at a time, with every answer kept (status, code,
// latency, whether it is the JSON error envelope), and how they are tallied and printed.
'use strict';
const { Agent, request } = require('undici');

/** An undici agent whose own timeouts lie past every server-side deadline (so a hang shows as one). */
const makeAgent = (connections, timeoutMs) => new Agent({ connections, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 30000 });

/** `{ success: false, error: string, ... }` as JSON. */
function isErrorEnvelope(json) {
  return !!json && typeof json === 'object' && !Array.isArray(json) && json.success === false && typeof json.error === 'string';
}

/**
 * POST /v2/scrape; resolves (never rejects) to { target, status, code, ok, envelope, ms, err }.
 * `ok` = 200 with success true; `envelope` = the answer is well-formed (success, or the error envelope).
 */
async function scrape({ agent, base, apiKey, body }) {
  const t = performance.now();
  const out = { target: body.url, status: 0, code: undefined, ok: false, envelope: false, ms: 0, err: undefined };
  try {
    const res = await request(`${base}/v2/scrape`, {
      method: 'POST', dispatcher: agent,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    out.status = res.statusCode;
    const text = await res.body.text();
    let json;
    try { json = JSON.parse(text); } catch { out.err = `not JSON: ${text.slice(0, 120)}`; }
    out.ok = res.statusCode === 200 && json?.success === true;
    out.envelope = out.ok || isErrorEnvelope(json);
    out.code = out.ok ? 'ok' : json?.code || (json ? 'no code' : 'not JSON');
    if (!out.ok && json) out.err = String(json.error).slice(0, 160);
  } catch (e) {
    out.code = 'NO_ANSWER';
    out.err = `${e.code || e.name}: ${e.message}`;
  }
  out.ms = performance.now() - t;
  return out;
}

/** Counts of answers by "status code" and the slowest answer. */
function tallyAnswers(answers, limitMs) {
  const byCode = {};
  for (const a of answers) {
    const k = a.ok ? '200 ok' : `${a.status || '-'} ${a.code}`;
    byCode[k] = (byCode[k] || 0) + 1;
  }
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
  return {
    requests: answers.length,
    ok: answers.filter((a) => a.ok).length,
    errors: answers.filter((a) => !a.ok && a.status).length,
    noAnswer: answers.filter((a) => !a.status).length,
    notEnvelope: answers.filter((a) => a.status && !a.envelope).length,
    overTimeout: answers.filter((a) => a.ms > limitMs).length,
    p50: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    byCode,
  };
}

/** A markdown table (header keys from the first row). */
function table(rows) {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]);
  return [`| ${keys.join(' | ')} |`, `|${keys.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${keys.map((k) => r[k]).join(' | ')} |`)].join('\n');
}

module.exports = { makeAgent, scrape, tallyAnswers, isErrorEnvelope, table };
