import type { SourcePage } from '../lib/paper-record';
import { parseBiorxivDetails } from './biorxiv.parser';
import { SourceClient } from './source-client';

// api.biorxiv.org publishes no rate; one request a second is polite for a catalogue sync.
export class BiorxivSource {
  private readonly client: SourceClient;

  constructor(o: { baseUrl: string; contactEmail?: string; fetchImpl?: typeof fetch }) {
    this.client = new SourceClient({ name: 'bioRxiv', baseUrl: o.baseUrl, ratePerSec: 1, burst: 2, contactEmail: o.contactEmail, fetchImpl: o.fetchImpl });
  }

  /** One page of the preprints posted on `server` between two days (YYYY-MM-DD). */
  async details(server: 'biorxiv' | 'medrxiv', from: string, to: string, cursor: number, deadline: number): Promise<SourcePage> {
    return parseBiorxivDetails(await this.client.get(`/details/${server}/${from}/${to}/${cursor}/json`, {}, deadline), cursor);
  }
}
