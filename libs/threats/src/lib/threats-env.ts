import { envRequiredString, envString } from '@wsa/config';

/** Settings of threat protection, read by the scrape worker (lists) and the admin CLI (updates). */
export const threatsEnv = {
  THREAT_LISTS_DIR: envRequiredString('data/threat-lists', 'folder of blocklist files (*.txt, *.list) the local risk provider of threatProtection reads; filled by `npm run admin -- threats update`'),
  THREAT_LIST_SOURCES: envString(undefined, 'blocklists `admin threats update` copies into THREAT_LISTS_DIR: comma-separated name=URL-or-file pairs, e.g. "urlhaus=https://urlhaus.abuse.ch/downloads/hostfile/"'),
};
