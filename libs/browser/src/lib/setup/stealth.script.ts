/**
 * Runs before any page script (evaluateOnNewDocument). Covers the cheap, common headless tells:
 * navigator.webdriver, an empty plugin list, a missing window.chrome, the SwiftShader WebGL vendor and
 * the "denied" notification permission. Modest by design: it does not fight fingerprinting suites.
 */
export function applyStealthInPage(): void {
  const define = (obj: object, key: string, value: unknown): void => {
    try {
      Object.defineProperty(obj, key, { get: () => value, configurable: true });
    } catch {
      /* frozen by the page: leave it */
    }
  };
  define(Navigator.prototype, 'webdriver', false);
  const pluginNames = ['PDF Viewer', 'Chrome PDF Viewer', 'Chromium PDF Viewer', 'Microsoft Edge PDF Viewer', 'WebKit built-in PDF'];
  const plugins = pluginNames.map((name) => ({ name, filename: 'internal-pdf-viewer', description: 'Portable Document Format', length: 1 }));
  if (navigator.plugins.length === 0) define(Navigator.prototype, 'plugins', Object.assign(Object.create(PluginArray.prototype), plugins, { length: plugins.length, item: (i: number) => plugins[i] ?? null, namedItem: (n: string) => plugins.find((p) => p.name === n) ?? null }));
  const w = window as unknown as { chrome?: object };
  if (!w.chrome) w.chrome = { runtime: {}, app: { isInstalled: false }, csi: () => ({}), loadTimes: () => ({}) };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const original = proto.getParameter;
    proto.getParameter = function (this: WebGLRenderingContext, p: number) {
      if (p === 37445) return 'Google Inc. (Intel)'; // UNMASKED_VENDOR_WEBGL
      if (p === 37446) return 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)'; // UNMASKED_RENDERER_WEBGL
      return original.call(this, p);
    } as typeof proto.getParameter;
  }
  const query = navigator.permissions?.query?.bind(navigator.permissions);
  if (query) {
    navigator.permissions.query = ((desc: PermissionDescriptor) =>
      desc.name === 'notifications' ? Promise.resolve({ state: Notification.permission, name: 'notifications', onchange: null } as unknown as PermissionStatus) : query(desc)) as typeof navigator.permissions.query;
  }
}
