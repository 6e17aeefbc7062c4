import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import Firecrawl from '@mendable/firecrawl-js';
import { startStack, type Stack } from '@wsa/testing';

// The audio and video formats through the whole service (npm start: gateway, queue, scrape worker
// with yt-dlp and ffmpeg, blob store), with the official client. The clip is made by ffmpeg here.
let stack: Stack;
let client: Firecrawl;
let server: http.Server;
let site: string;
const work = mkdtempSync(join(tmpdir(), 'e2e-media-'));

beforeAll(async () => {
  const out = join(work, 'clip.mp4');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out]);
  const clip = readFileSync(out);
  server = http.createServer((req, res) => {
    if (req.url === '/clip.mp4') return void res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length }).end(clip);
    if (req.url === '/watch') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>Watch</title></head><body><h1>A short clip</h1><p>With a tone.</p><video controls src="/clip.mp4"></video></body></html>');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Nothing to play</h1><p>Plain text only.</p></body></html>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack();
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'media-team', '--credits', '100');
  client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((ok) => server?.close(() => ok()));
  rmSync(work, { recursive: true, force: true });
});

it('audio and video of a page with an HTML5 <video> are signed URLs that serve an MP3 and an MP4, 9 credits', async () => {
  const doc = await client.scrape(`${site}/watch`, { formats: ['markdown', 'audio', 'video'], maxAge: 0 });
  expect(doc.markdown).toContain('A short clip');
  const audio = await fetch(String(doc.audio));
  expect(audio.status).toBe(200);
  expect(audio.headers.get('content-type')).toBe('audio/mpeg');
  const video = await fetch(String(doc.video));
  expect(video.headers.get('content-type')).toBe('video/mp4');
  expect(Buffer.from(await video.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');
  // 1 for the page, +4 for each media format (compat.md)
  expect(doc.metadata?.creditsUsed).toBe(9);
}, 90000);

it('a page without media answers 422 SCRAPE_MEDIA_ERROR and charges nothing', async () => {
  await expect(client.scrape(`${site}/plain`, { formats: ['audio'], maxAge: 0 })).rejects.toMatchObject({ message: expect.stringContaining('No audio or video was found') });
  const team = await stack.admin('team', 'show', '--team', 'media-team');
  expect((team as { team: { creditBalance: number } }).team.creditBalance).toBe(100 - 9);
}, 90000);
