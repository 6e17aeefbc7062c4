import { CHROMIUM } from '../../test-support/fixture-server';
import { BrowserPool } from './browser-pool';
import { OnDemandBrowserPool } from './on-demand-browser-pool';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

test('starts Chromium on first use, closes it after the idle period, and starts it again when needed', async () => {
  let launches = 0;
  let idleCloses = 0;
  const onDemand = new OnDemandBrowserPool(async () => {
    launches += 1;
    const p = new BrowserPool({ executablePath: CHROMIUM });
    await p.start();
    return p;
  }, 400, () => (idleCloses += 1));
  try {
    expect(onDemand.isRunning()).toBe(false);
    const first = await onDemand.get();
    const [pid] = first.browserPids();
    expect(alive(pid)).toBe(true);
    expect(await onDemand.get()).toBe(first); // shared while in use

    await until(() => idleCloses === 1, 5000);
    expect(onDemand.isRunning()).toBe(false);
    expect(idleCloses).toBe(1);
    await until(() => !alive(pid), 5000);
    expect(alive(pid)).toBe(false);

    const second = await onDemand.get();
    expect(second).not.toBe(first);
    expect(second.browserPids()).toHaveLength(1);
    expect(launches).toBe(2);
  } finally {
    await onDemand.close();
  }
}, 30000);
