import { envRequiredString, envString } from '@wsa/config';

/** Settings of threat protection, read by the scrape worker (lists) and the admin CLI (updates). */
export const threatsEnv = {
  THREAT_LISTS_DIR: envRequiredString('data/threat-lists', 'folder of blocklist files (*.txt, *.list) the local risk provider of threatProtection reads; filled by `npm run admin -- threats update`'),
  THREAT_REMOTE_URL: envString(undefined, 'optional remote risk lookup of threatProtection mode normal, beside the local lists: base URL of a Google Safe Browsing v4 compatible service (https://safebrowsing.googleapis.com); needs THREAT_REMOTE_KEY'),
  THREAT_REMOTE_KEY: envString(undefined, 'API key of THREAT_REMOTE_URL (sent as ?key=)', { secret: true }),
  THREAT_LIST_SOURCES: envString(undefined, 'blocklists `admin threats update` copies into THREAT_LISTS_DIR: comma-separated name=URL-or-file pairs, e.g. "urlhaus=https://urlhaus.abuse.ch/downloads/hostfile/"'),
};
