// Cost of the formats that need the rendered page or a media download, on the whole scrape path of
// a worker (executeScrape with its real dependencies: Chromium, yt-dlp + ffmpeg, the blob store):
// worker CPU ms and wall ms per scrape over the base scrape of the same page.
//   branding: /brand with ['markdown', 'branding'] vs ['markdown', 'screenshot'] (both render in Chromium)
//   audio / video: a page with a 10 s HTML5 <video> vs its plain markdown scrape (HTTP engine)
// Run: see README.md. Env: READERS_BENCH_ROUNDS (default 5).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaDownloader } from '@wsa/media';
import { startEgressGuard } from '@wsa/browser';
import { egressResolver } from '@wsa/fetcher/address';
import { startPagesServer } from '@wsa/testing';
import { startHarness } from '../../libs/scrape/src/test-support/scrape-harness';

const ROUNDS = Number(process.env.READERS_BENCH_ROUNDS ?? 5);

async function measure(run: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const out = (await run()) as { ok?: boolean; message?: string };
  if (out.ok === false) throw new Error(`scrape failed: ${out.message}`);
  const used = process.cpuUsage(cpu0);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - t0 };
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'format-cost-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=10:size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=10', '-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', join(work, 'clip.mp4')]);
  const clip = readFileSync(join(work, 'clip.mp4'));
  const media = http.createServer((req, res) => {
    if (req.url === '/clip.mp4') return void res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length }).end(clip);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Clip</h1><p>Ten seconds of test picture and tone.</p><video controls src="/clip.mp4"></video></body></html>');
  });
  await new Promise<void>((ok) => media.listen(0, '127.0.0.1', () => ok()));
  const mediaPage = `http://127.0.0.1:${(media.address() as AddressInfo).port}/watch`;
  const pages = await startPagesServer();
  const h = await startHarness();
  const guard = await startEgressGuard(egressResolver(true));
  const downloader = createMediaDownloader({ ytDlpPath: '/usr/bin/yt-dlp', ffprobePath: '/usr/bin/ffprobe', maxDurationSeconds: 600, maxBytes: 100 * 1048576, maxHeight: 720, proxyUrl: guard.proxyServer });
  const cases: { name: string; base: Record<string, unknown>; withFormat: Record<string, unknown> }[] = [
    { name: 'branding', base: { url: `${pages.url}/brand`, formats: ['markdown', 'screenshot'] }, withFormat: { url: `${pages.url}/brand`, formats: ['markdown', 'branding'] } },
    { name: 'audio (10 s clip)', base: { url: mediaPage, formats: ['markdown'] }, withFormat: { url: mediaPage, formats: ['markdown', 'audio'] } },
    { name: 'video (10 s clip, 360p)', base: { url: mediaPage, formats: ['markdown'] }, withFormat: { url: mediaPage, formats: ['markdown', 'video'] } },
  ];
  console.log(`== browser/media format cost (${ROUNDS} rounds each, p50 per scrape)`);
  console.log('| format | base cpu ms | base wall ms | with format cpu ms | wall ms | extra cpu ms | extra wall ms |\n|---|---|---|---|---|---|---|');
  try {
    for (const c of cases) {
      await h.scrape({ ...c.base, maxAge: 0, storeInCache: false }); // warm-up (browser start)
      const base: { cpu: number; wall: number }[] = [];
      const withF: { cpu: number; wall: number }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        base.push(await measure(() => h.scrape({ ...c.base, maxAge: 0, storeInCache: false })));
        withF.push(await measure(() => h.scrape({ ...c.withFormat, maxAge: 0, storeInCache: false }, { deps: { media: downloader } })));
      }
      const b = { cpu: p50(base.map((x) => x.cpu)), wall: p50(base.map((x) => x.wall)) };
      const w = { cpu: p50(withF.map((x) => x.cpu)), wall: p50(withF.map((x) => x.wall)) };
      console.log(`| ${c.name} | ${b.cpu.toFixed(1)} | ${b.wall.toFixed(0)} | ${w.cpu.toFixed(1)} | ${w.wall.toFixed(0)} | ${(w.cpu - b.cpu).toFixed(1)} | ${(w.wall - b.wall).toFixed(0)} |`);
    }
    console.log('worker CPU only: Chromium, yt-dlp and ffmpeg run in their own processes (their time is in the wall figures)');
  } finally {
    await guard.close();
    await h.close();
    await pages.close();
    await new Promise<void>((ok) => media.close(() => ok()));
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
