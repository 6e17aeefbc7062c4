export type PdfInfo = { totalPages: number; encrypted: boolean; metadata: Record<string, string> };

// pdfinfo labels we expose, renamed to the camelCase keys of PdfParseResult.metadata.
const FIELDS: Record<string, string> = {
  Title: 'title',
  Author: 'author',
  Subject: 'subject',
  Keywords: 'keywords',
  Creator: 'creator',
  Producer: 'producer',
  CreationDate: 'creationDate',
  ModDate: 'modificationDate',
  'PDF version': 'pdfVersion',
  'Page size': 'pageSize',
  Tagged: 'tagged',
};

/** Parses `pdfinfo -isodates -enc UTF-8` output ("Label:   value" lines). */
export function parsePdfInfo(output: string): PdfInfo {
  const metadata: Record<string, string> = {};
  let totalPages = 0;
  let encrypted = false;
  for (const line of output.split(/\r?\n/)) {
    const sep = line.indexOf(':');
    if (sep <= 0) continue;
    const label = line.slice(0, sep).trim();
    const value = line.slice(sep + 1).trim();
    if (label === 'Pages') totalPages = Number.parseInt(value, 10) || 0;
    else if (label === 'Encrypted') encrypted = value.startsWith('yes');
    else if (FIELDS[label] && value) metadata[FIELDS[label]] = value;
  }
  return { totalPages, encrypted, metadata };
}
