import type { RiskProvider } from './risk-provider';

/**
 * Several risk providers scoring side by side (the local blocklist and a remote lookup): the host's
 * score is the highest any of them gives. A provider that fails only counts as a failure when no
 * other one already scores the host 100 (a listed host stays blocked whatever the remote does);
 * then the whole lookup fails and the request's `failurePolicy` decides.
 */
export function combineRiskProviders(providers: readonly RiskProvider[]): RiskProvider {
  if (providers.length === 1) return providers[0];
  return {
    name: providers.map((p) => p.name).join('+'),
    async score(host, signal) {
      const outcomes = await Promise.allSettled(providers.map((p) => p.score(host, signal)));
      const scores = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      const best = Math.max(0, ...scores);
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failed && best < 100) throw failed.reason;
      return best;
    },
  };
}
