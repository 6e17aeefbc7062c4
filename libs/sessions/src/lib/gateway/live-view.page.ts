import { CDP_PATH_PREFIX } from '../session-urls';

/** Headers of the live-view page: it runs only its own inline script and talks only to this gateway. */
export const LIVE_VIEW_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self' ws: wss:",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * The live view: the session's tab as a CDP screencast (JPEG frames drawn in an <img>). The interactive
 * view forwards clicks, wheel scrolling and keys as CDP Input events; the read-only view has a token the
 * gateway only lets screencast commands through with.
 */
export function liveViewPage(sessionId: string, token: string, interactive: boolean): string {
  const cdpPath = JSON.stringify(`${CDP_PATH_PREFIX}${sessionId}/${token}`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Live view${interactive ? ' (interactive)' : ''}</title>
<style>html,body{margin:0;background:#222;color:#ddd;font:13px sans-serif}#bar{padding:4px 8px}#screen{display:block;max-width:100%;outline:none;${interactive ? 'cursor:pointer' : ''}}</style></head>
<body><div id="bar"><span id="status">connecting…</span></div><img id="screen" tabindex="0" alt="">
<script>
(() => {
  const interactive = ${interactive};
  const img = document.getElementById('screen');
  const status = document.getElementById('status');
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + ${cdpPath});
  const pending = new Map();
  let nextId = 0, target = null, meta = null;
  const send = (method, params = {}, sessionId = target) => new Promise((resolve) => {
    const id = ++nextId; pending.set(id, resolve);
    ws.send(JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params }));
  });
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.id && pending.has(m.id)) { pending.get(m.id)(m.result || {}); pending.delete(m.id); return; }
    if (m.method === 'Page.screencastFrame') {
      img.src = 'data:image/jpeg;base64,' + m.params.data; meta = m.params.metadata;
      document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
      send('Page.screencastFrameAck', { sessionId: m.params.sessionId });
    }
  };
  ws.onclose = () => { status.textContent = 'session ended'; };
  ws.onopen = async () => {
    const { targetInfos } = await send('Target.getTargets', {}, null);
    const tab = (targetInfos || []).find((t) => t.type === 'page');
    if (!tab) { status.textContent = 'no tab'; return; }
    target = (await send('Target.attachToTarget', { targetId: tab.targetId, flatten: true }, null)).sessionId;
    await send('Page.startScreencast', { format: 'jpeg', quality: 70, everyNthFrame: 1 });
    status.textContent = interactive ? 'live (interactive)' : 'live (view only)';
  };
  if (!interactive) return;
  const point = (e) => {
    const r = img.getBoundingClientRect();
    return { x: (e.clientX - r.left) * (meta.deviceWidth / r.width), y: (e.clientY - r.top) * (meta.deviceHeight / r.height) };
  };
  img.addEventListener('mousedown', (e) => { if (!meta) return; img.focus(); e.preventDefault();
    send('Input.dispatchMouseEvent', { type: 'mousePressed', button: 'left', clickCount: 1, ...point(e) }); });
  img.addEventListener('mouseup', (e) => { if (meta) send('Input.dispatchMouseEvent', { type: 'mouseReleased', button: 'left', clickCount: 1, ...point(e) }); });
  img.addEventListener('wheel', (e) => { if (!meta) return; e.preventDefault();
    send('Input.dispatchMouseEvent', { type: 'mouseWheel', deltaX: e.deltaX, deltaY: e.deltaY, ...point(e) }); }, { passive: false });
  img.addEventListener('keydown', (e) => { e.preventDefault();
    const text = e.key.length === 1 ? e.key : e.key === 'Enter' ? '\\r' : '';
    send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', key: e.key, code: e.code, text, windowsVirtualKeyCode: e.keyCode }); });
  img.addEventListener('keyup', (e) => send('Input.dispatchKeyEvent', { type: 'keyUp', key: e.key, code: e.code, windowsVirtualKeyCode: e.keyCode }));
})();
</script></body></html>`;
}
