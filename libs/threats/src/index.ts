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
export * from './lib/safe-browsing-provider';
export * from './lib/combined-risk-provider';
export * from './lib/create-risk-provider';
export { startSafeBrowsingStandIn, type SafeBrowsingStandIn } from './testing/safe-browsing-stand-in';
