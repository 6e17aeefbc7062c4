// Test-only minimal PDF writer: builds valid PDFs at test time by string concatenation so no
// binary fixtures are committed. Supports Helvetica text runs and full-page grayscale images.
import { deflateSync } from 'node:zlib';

export type TextRun = { text: string; x: number; y: number; size: number; bold?: boolean };
export type GrayImage = { width: number; height: number; pixels: Buffer };
export type PageSpec = { width?: number; height?: number; runs?: TextRun[]; image?: GrayImage };
export type DocInfo = { title?: string; author?: string; subject?: string; creator?: string; producer?: string };

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

// PDF user space has its origin bottom-left; specs use top-left like the parser's output.
function textStream(runs: TextRun[], height: number): string {
  return runs
    .map((r) => `BT /${r.bold ? 'F2' : 'F1'} ${r.size} Tf ${r.x} ${height - r.y - r.size} Td ${pdfString(r.text)} Tj ET`)
    .join('\n');
}

class ObjectTable {
  readonly bodies: Buffer[] = [];
  add(body: string | Buffer): number {
    this.bodies.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return this.bodies.length;
  }
  set(id: number, body: string): void {
    this.bodies[id - 1] = Buffer.from(body, 'latin1');
  }
}

function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

function addPage(objs: ObjectTable, page: PageSpec, parent: number): number {
  const width = page.width ?? 612;
  const height = page.height ?? 792;
  let content = textStream(page.runs ?? [], height);
  let xobjects = '';
  if (page.image) {
    const img = page.image;
    const imgId = objs.add(streamObject(
      `/Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      deflateSync(img.pixels),
    ));
    xobjects = ` /XObject << /Im1 ${imgId} 0 R >>`;
    content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q\n${content}`;
  }
  const contentId = objs.add(streamObject('', Buffer.from(content, 'latin1')));
  const resources = `<< /Font << /F1 1 0 R /F2 2 0 R >>${xobjects} >>`;
  return objs.add(`<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 ${width} ${height}] /Resources ${resources} /Contents ${contentId} 0 R >>`);
}

function infoDict(info: DocInfo): string {
  const entries = Object.entries(info).map(([k, v]) => `/${k[0].toUpperCase()}${k.slice(1)} ${pdfString(String(v))}`);
  return `<< ${entries.join(' ')} /CreationDate (D:20240102030405Z) >>`;
}

function serialize(objs: ObjectTable, rootId: number, infoId: number, extraTrailer: string): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let offset = parts[0].length;
  objs.bodies.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = ['xref', `0 ${objs.bodies.length + 1}`, '0000000000 65535 f ']
    .concat(offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `))
    .join('\n');
  const trailer = `\ntrailer\n<< /Size ${objs.bodies.length + 1} /Root ${rootId} 0 R /Info ${infoId} 0 R${extraTrailer} >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}

/** Builds a PDF; `encryptDict` (test of encrypted files) is added verbatim as the trailer's /Encrypt. */
export function buildPdf(pages: PageSpec[], info: DocInfo = {}, encryptDict?: string): Buffer {
  const objs = new ObjectTable();
  objs.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objs.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pagesId = objs.add('');
  const kids = pages.map((p) => addPage(objs, p, pagesId));
  objs.set(pagesId, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  const rootId = objs.add(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  const infoId = objs.add(infoDict(info));
  let extra = '';
  if (encryptDict) {
    const encId = objs.add(encryptDict);
    extra = ` /Encrypt ${encId} 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]`;
  }
  return serialize(objs, rootId, infoId, extra);
}
