// The Research Index. The gateway imports only './query' (@wsa/research-index/query); this entry
// adds the source adapters, fill and ingest jobs (search worker), and the stand-ins for tests.
export * from './query';
export * from './lib/merge';
export * from './lib/paper-record';
export * from './sources/token-bucket';
export * from './sources/source-client';
export * from './sources/europepmc.parser';
export * from './sources/arxiv.parser';
export { ArxivSource, arxivQueryOf } from './sources/arxiv.source';
export { EuropepmcSource } from './sources/europepmc.source';
export { PubmedSource } from './sources/pubmed.source';
export { OpenalexSource } from './sources/openalex.source';
export * from './sources/openalex.parser';
export { BiorxivSource } from './sources/biorxiv.source';
export * from './sources/biorxiv.parser';
export * from './sources/pubmed.parser';
export * from './fulltext/split-full-text';
export * from './fill/store-paper';
export * from './fill/research-sources';
export * from './fill/run-fill.use-case';
export * from './ingest/run-ingest.use-case';
