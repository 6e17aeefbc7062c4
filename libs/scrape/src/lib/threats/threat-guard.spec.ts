import type { RiskProvider } from '@wsa/threats';
import { checkChain, createThreatGuard } from './threat-guard';

const asked: string[] = [];
const provider: RiskProvider = { name: 'table', async score(host) { asked.push(host); return host === 'bad.example' ? 100 : 0; } };

test('no threatProtection, no guard', () => {
  expect(createThreatGuard({ threatProtection: undefined }, provider)).toBeNull();
});

test('each distinct URL is checked (and billed) once; a block is the 403 failure naming the host', async () => {
  asked.length = 0;
  const guard = createThreatGuard({ threatProtection: {} }, provider)!;
  expect(await guard.check('https://ok.example/a')).toBeNull();
  expect(await guard.check('https://ok.example/a')).toBeNull();
  expect(await guard.check('https://ok.example/b')).toBeNull();
  expect(guard.scanned()).toBe(2);
  const chain = await checkChain(guard, ['https://ok.example/a', 'https://bad.example/x?secret=1', 'https://never.example/']);
  expect(chain).toEqual({ ok: false, code: 'unsafe_domain_blocked', message: 'Threat protection blocked bad.example: its risk score 100 is at or above the threshold.', details: { host: 'bad.example', reason: 'risk_score', statusCode: 403 } });
  expect(asked).toEqual(['ok.example', 'ok.example', 'bad.example']);
  expect(guard.scanned()).toBe(3);
});
