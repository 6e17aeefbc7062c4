import { PdfInfo, parsePdfInfo } from './pdfinfo-output-parser';
import { popplerFailure } from './poppler-errors';
import { runProcess } from './process-runner';

export async function readPdfInfo(pdfPath: string, signal: AbortSignal): Promise<PdfInfo> {
  const result = await runProcess('pdfinfo', ['-isodates', '-enc', 'UTF-8', pdfPath], { signal, maxStdoutBytes: 1 << 20 });
  if (result.code !== 0) throw popplerFailure('pdfinfo', result);
  return parsePdfInfo(result.stdout.toString('utf8'));
}
