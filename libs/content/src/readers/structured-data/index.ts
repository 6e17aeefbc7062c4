import { readJsonLd } from './json-ld';
import { readMicrodata } from './microdata';
import { readRdfa } from './rdfa';
import { allNodes, type SchemaNode } from './schema-node';

export * from './schema-node';

/** Every schema.org node on the page, JSON-LD first, then microdata, then RDFa. */
export function schemaNodes(doc: Document, baseUrl: string): SchemaNode[] {
  return allNodes([...readJsonLd(doc), ...readMicrodata(doc, baseUrl), ...readRdfa(doc, baseUrl)]);
}
