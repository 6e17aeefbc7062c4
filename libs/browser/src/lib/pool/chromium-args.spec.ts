import { existsSync } from 'node:fs';
import { buildLaunchArgs, defaultHeadlessMode, parseProxyUrl, resolveBrowserBinary } from './chromium-args';

describe('chromium args', () => {
  it('splits proxy credentials from the server Chromium is given', () => {
    expect(parseProxyUrl('http://u%40x:p%3Aw@proxy.local:3128')).toEqual({ server: 'http://proxy.local:3128', username: 'u@x', password: 'p:w' });
    expect(parseProxyUrl('socks5://10.0.0.1:1080')).toEqual({ server: 'socks5://10.0.0.1:1080' });
  });
  it('builds root-safe flags with a user data dir, proxy and extras last', () => {
    const args = buildLaunchArgs('/tmp/x', 'http://a:b@p:1', ['--foo']);
    expect(args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-background-networking', '--user-data-dir=/tmp/x', '--proxy-server=http://p:1']));
    // fewer processes per browser (memory): GPU and network service inside the browser process
    expect(args).toEqual(expect.arrayContaining(['--in-process-gpu', '--enable-features=NetworkServiceInProcess2']));
    expect(args.join(' ')).not.toContain('a:b');
    expect(args.at(-1)).toBe('--foo');
  });
  it('picks shell mode for headless-shell binaries', () => {
    expect(defaultHeadlessMode('/usr/bin/chromium-headless-shell')).toBe('shell');
    expect(defaultHeadlessMode('/usr/bin/chromium')).toBe(true);
  });
  (existsSync('/usr/lib/chromium/chromium') ? it : it.skip)('resolves Debian wrapper scripts to the real binary', () => {
    expect(resolveBrowserBinary('/usr/bin/chromium')).toBe('/usr/lib/chromium/chromium');
    expect(resolveBrowserBinary('/usr/lib/chromium/chromium')).toBe('/usr/lib/chromium/chromium');
    expect(resolveBrowserBinary('/nonexistent/chrome')).toBe('/nonexistent/chrome');
  });
});
