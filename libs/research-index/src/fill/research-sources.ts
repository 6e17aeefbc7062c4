import { ArxivSource } from '../sources/arxiv.source';
import { BiorxivSource } from '../sources/biorxiv.source';
import { EuropepmcSource } from '../sources/europepmc.source';
import { OpenalexSource } from '../sources/openalex.source';
import { PubmedSource } from '../sources/pubmed.source';

/** Base URLs and contact of the sources (the search worker's settings). */
export type ResearchSourceSettings = {
  europepmcUrl: string;
  arxivUrl: string;
  /** PubMed E-utilities; absent, PubMed ingest reads PubMed records through Europe PMC */
  pubmedUrl?: string;
  ncbiApiKey?: string;
  /** bioRxiv/medRxiv API; absent, their preprints are ingested through Europe PMC */
  biorxivUrl?: string;
  /** OpenAlex, only with the operator's key: the citation graph of papers PubMed and Europe PMC do not cover */
  openalexUrl?: string;
  openalexApiKey?: string;
  contactEmail?: string;
  /** arXiv asks for one request per 3 s; tests against a stand-in may go faster */
  arxivMinIntervalMs?: number;
  fetchImpl?: typeof fetch;
};

/** One client per source per process, so each keeps its own rate. */
export type ResearchSources = { europepmc: EuropepmcSource; arxiv: ArxivSource; pubmed: PubmedSource | null; biorxiv: BiorxivSource | null; openalex: OpenalexSource | null };

export function createResearchSources(s: ResearchSourceSettings): ResearchSources {
  return {
    europepmc: new EuropepmcSource({ baseUrl: s.europepmcUrl, contactEmail: s.contactEmail, fetchImpl: s.fetchImpl }),
    arxiv: new ArxivSource({ baseUrl: s.arxivUrl, contactEmail: s.contactEmail, fetchImpl: s.fetchImpl, minIntervalMs: s.arxivMinIntervalMs }),
    biorxiv: s.biorxivUrl ? new BiorxivSource({ baseUrl: s.biorxivUrl, contactEmail: s.contactEmail, fetchImpl: s.fetchImpl }) : null,
    openalex: s.openalexUrl && s.openalexApiKey ? new OpenalexSource({ baseUrl: s.openalexUrl, apiKey: s.openalexApiKey, contactEmail: s.contactEmail, fetchImpl: s.fetchImpl }) : null,
    pubmed: s.pubmedUrl ? new PubmedSource({ baseUrl: s.pubmedUrl, apiKey: s.ncbiApiKey, contactEmail: s.contactEmail, fetchImpl: s.fetchImpl }) : null,
  };
}
