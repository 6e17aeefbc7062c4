// @wsa/threats: threat protection for scrape and search (spec 4.4 threat table). The rules
// (whitelist, blacklist, blocked TLDs, risk score, failure policy) and the risk providers.
export * from './lib/domain-match';
export * from './lib/threat-settings';
export * from './lib/risk-provider';
export * from './lib/check-url';
export * from './lib/parse-list';
export * from './lib/local-blocklist-provider';
export * from './lib/update-lists';
export * from './lib/threats-env';
