import type TurndownService from 'turndown';

/**
 * GFM tables for data tables, replacing turndown-plugin-gfm's table rule, which leaves header-less
 * tables as raw HTML and does not escape `|`. A table without a header row gets its first row as
 * header. Layout tables (nested tables, a single column) fall through to block rendering.
 */
export function addTableRules(service: TurndownService): void {
  service.addRule('dataTableCell', {
    filter: (node) => isCell(node) && inDataTable(node),
    replacement: (content, node) => {
      const text = content.replace(/\s*\n+\s*/g, ' ').replace(/\|/g, '\\|').trim();
      return ` ${text} |` + ' |'.repeat(colspan(node as Element) - 1);
    },
  });
  service.addRule('dataTableRow', {
    filter: (node) => node.nodeName === 'TR' && inDataTable(node),
    replacement: (content, node) => {
      const missing = tableShape(owningTable(node as Element) as Element).columns - rowWidth(node as Element);
      return `\n|${content}` + ' |'.repeat(Math.max(0, missing));
    },
  });
  service.addRule('dataTableSection', {
    filter: (node) => ['THEAD', 'TBODY', 'TFOOT'].includes(node.nodeName) && inDataTable(node),
    replacement: (content) => content,
  });
  service.addRule('dataTableCaption', {
    filter: (node) => node.nodeName === 'CAPTION' && inDataTable(node),
    replacement: () => '',
  });
  service.addRule('dataTable', {
    filter: (node) => node.nodeName === 'TABLE' && tableShape(node as Element).data,
    replacement: (content, node) => {
      const lines = content.split('\n').filter((line) => line.trim() !== '');
      if (lines.length === 0) return '';
      const columns = tableShape(node as Element).columns;
      const separator = '|' + ' --- |'.repeat(columns);
      lines.splice(1, 0, separator);
      const caption = (node as Element).querySelector('caption')?.textContent?.trim();
      return `\n\n${caption ? caption + '\n\n' : ''}${lines.join('\n')}\n\n`;
    },
  });
}

type TableShape = { data: boolean; columns: number };
const shapes = new WeakMap<Element, TableShape>();

function tableShape(table: Element): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const rows = ownRows(table);
    const columns = rows.reduce((max, row) => Math.max(max, rowWidth(row)), 0);
    const nested = table.querySelector('table') !== null;
    shape = { data: !nested && rows.length > 0 && columns >= 2, columns };
    shapes.set(table, shape);
  }
  return shape;
}

function ownRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of Array.from(table.children)) {
    if (child.localName === 'tr') rows.push(child);
    else if (['thead', 'tbody', 'tfoot'].includes(child.localName)) {
      for (const row of Array.from(child.children)) if (row.localName === 'tr') rows.push(row);
    }
  }
  return rows;
}

function rowWidth(row: Element): number {
  let width = 0;
  for (const cell of Array.from(row.children)) if (isCell(cell)) width += colspan(cell);
  return width;
}

function colspan(cell: Element): number {
  const n = Number.parseInt(cell.getAttribute('colspan') ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, 50) : 1;
}

function isCell(node: Node): boolean {
  return node.nodeName === 'TD' || node.nodeName === 'TH';
}

function owningTable(node: Node): Element | null {
  for (let p = node.parentNode; p; p = p.parentNode) if (p.nodeName === 'TABLE') return p as Element;
  return null;
}

function inDataTable(node: Node): boolean {
  const table = owningTable(node);
  return table !== null && tableShape(table).data;
}
