import type { AskValidation } from '@wsa/contracts';
import type { Diagnosis } from './diagnose';
import type { Situation } from './rule';

/** The job's facts in a few lines, as both the rule-based answer and the model prompt show them. */
export function describeJob(s: Situation): string {
  const f = s.facts;
  if (!f) return s.askedJobId ? `No job ${s.askedJobId} was found for your team (another team's job is not readable).` : 'No job id was given or found in the question or context.';
  const lines = [`Job ${f.jobId}: ${f.kind} of ${f.target}, status ${f.status}`];
  if (f.errorCode) lines.push(`error ${f.errorCode}: ${f.errorMessage ?? ''}`.trim());
  if (f.statusCode !== null) lines.push(`the site answered HTTP ${f.statusCode}`);
  if (f.enginesTried.length) lines.push(`engines tried: ${f.enginesTried.join(', ')}`);
  if (f.markdownChars !== undefined) lines.push(`markdown: ${f.markdownChars} characters`);
  if (f.warning) lines.push(`warning: ${f.warning}`);
  if (f.durationMs !== null) lines.push(`took ${f.durationMs} ms, ${f.creditsUsed} credit(s)`);
  lines.push(`options: ${JSON.stringify(f.options).slice(0, 1500)}`);
  return lines.join('\n');
}

/** The answer without a model: what happened, why (the rule), what to change, and whether a re-run confirmed it. */
export function composeAskAnswer(s: Situation, d: Diagnosis, validation: AskValidation | null, docsHint?: string): string {
  const parts: string[] = [];
  if (s.facts) parts.push(`${describeJob(s).split('\n').slice(0, -1).map((l) => l.replace(/\.$/, '')).join('; ')}.`);
  else if (s.askedJobId) parts.push(describeJob(s));
  if (!d.rule) {
    if (s.facts?.status === 'completed') {
      parts.push('The job completed without an error this server recognises as a failure.');
      parts.push('If the result is not what you expected, say what is wrong with it in the question (empty or missing text, a block or login page, a timeout, a status code), so the matching fix can be proposed.');
    } else if (s.facts) {
      parts.push(`No known failure matches this job's state (${s.facts.status}${s.facts.errorCode ? `, ${s.facts.errorCode}` : ''}).`);
    } else {
      parts.push('No known failure matches what was given (no job record and no error code, HTTP status or symptom this helper knows).');
      parts.push('Send the job id (metadata.scrapeId, or the id in the error) or the error code and HTTP status you got, so the job record can be read.');
    }
    if (docsHint) parts.push(`The documentation may help: ${docsHint}`);
    return parts.join('\n\n');
  }
  const how = d.by === 'job' ? 'The job record shows' : 'From your description (no job record confirms it)';
  parts.push(`${how}: ${d.rule.explain(s)}`);
  if (d.fixParameters && Object.keys(d.fixParameters).length) {
    parts.push(`Suggested change to the request: ${JSON.stringify(d.fixParameters)}${Object.values(d.fixParameters).includes(null) ? ' (null means: remove that option)' : ''}.`);
  } else if (d.fixParameters) {
    parts.push('Suggested change: none; retry the same request.');
  }
  if (validation?.tested) parts.push(validation.result === 'success' ? `Verified: ${validation.evidence}.` : `Not confirmed: ${validation.evidence}.`);
  else if (validation) parts.push(`Not re-run: ${validation.evidence}.`);
  parts.push(`More in ${d.rule.doc}.`);
  return parts.join('\n\n');
}
