import { PdfParseError } from './pdf-parse-error';
import { ProcessResult } from './process-runner';

/** Turns a failed poppler run into the error kind the API reports (encrypted vs unreadable). */
export function popplerFailure(tool: string, result: ProcessResult): PdfParseError {
  const tail = result.stderr.trim().split('\n').slice(-3).join(' | ');
  if (/Incorrect password/i.test(result.stderr)) {
    return new PdfParseError('encrypted', 'PDF is encrypted with a password');
  }
  return new PdfParseError('invalid', `PDF could not be read (${tool} exit ${result.code}): ${tail}`);
}
