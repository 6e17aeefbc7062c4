const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
// Readers (and poppler) accept up to 1024 bytes of junk before the header, e.g. from MIME wrappers.
const SCAN_LIMIT = 1024;

function isPdfContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === 'application/pdf' || mime === 'application/x-pdf';
}

export function hasPdfMagic(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SCAN_LIMIT) - MAGIC.length;
  for (let i = 0; i <= end; i++) {
    if (MAGIC.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}

/** True when the server says PDF or the body starts (within 1 KiB) with the `%PDF-` header. */
export function isPdf(bytes: Uint8Array, contentType?: string): boolean {
  return isPdfContentType(contentType) || hasPdfMagic(bytes);
}
