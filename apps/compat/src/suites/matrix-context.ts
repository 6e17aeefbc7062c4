/** What every client suite needs, filled in by the matrix's beforeAll (read it inside tests only). */
export type MatrixContext = {
  baseUrl: string;
  apiKey: string;
  /** local pages server: /article has an H1, a byline, links and a table */
  pagesUrl: string;
  /** starting credits of the team the key belongs to */
  credits: number;
  /** the gateway's TEAM_MAX_CONCURRENCY */
  maxConcurrency: number;
};

export const CATALOGUE_DISABLED = 'Exchange is not enabled for this team.';
