"""`page`: the session's one tab, driven over CDP (see wsa_cdp). Synchronous on purpose: no event loop."""
import base64
import json
import time

from wsa_cdp import CdpConnection, CdpError

KEYS = {
    "Enter": ("\r", 13), "Tab": ("\t", 9), "Escape": ("", 27), "Backspace": ("", 8), "Delete": ("", 46),
    "ArrowUp": ("", 38), "ArrowDown": ("", 40), "ArrowLeft": ("", 37), "ArrowRight": ("", 39),
    "Home": ("", 36), "End": ("", 35), "PageUp": ("", 33), "PageDown": ("", 34), "Space": (" ", 32),
}


class Page:
    def __init__(self, conn=None):
        self.cdp = conn or CdpConnection()
        targets = self.cdp.send("Target.getTargets")["targetInfos"]
        pages = [t for t in targets if t["type"] == "page"]
        if not pages:
            raise CdpError("the session has no open tab")
        self.target_id = pages[0]["targetId"]
        self.session = self.cdp.send("Target.attachToTarget", {"targetId": self.target_id, "flatten": True})["sessionId"]

    def _send(self, method, params=None):
        return self.cdp.send(method, params, self.session)

    def evaluate(self, expression, await_promise=True):
        """Evaluates a JavaScript expression in the page and returns its JSON value."""
        r = self._send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": await_promise, "userGesture": True})
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            raise CdpError((d.get("exception") or {}).get("description") or d.get("text") or "evaluation failed")
        return r["result"].get("value")

    def goto(self, url, timeout=30):
        """Navigates and waits for the load event (document.readyState == 'complete')."""
        r = self._send("Page.navigate", {"url": url})
        if r.get("errorText"):
            raise CdpError(f"navigation to {url} failed: {r['errorText']}")
        self._wait(lambda: self.evaluate("document.readyState") == "complete", timeout, f"load of {url}")
        return self.url()

    def url(self):
        return self.evaluate("location.href")

    def title(self):
        return self.evaluate("document.title")

    def content(self):
        return self.evaluate("document.documentElement ? document.documentElement.outerHTML : ''")

    def text(self):
        return self.evaluate("document.body ? document.body.innerText : ''")

    def wait_for_selector(self, selector, timeout=10):
        self._wait(lambda: self.evaluate(f"!!document.querySelector({json.dumps(selector)})"), timeout, f"selector {selector}")

    def click(self, selector):
        box = self.evaluate(
            "(() => { const e = document.querySelector(%s); if (!e) return null; e.scrollIntoView({block: 'center'});"
            " const r = e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()" % json.dumps(selector)
        )
        if not box:
            raise CdpError(f"no element matches {selector}")
        for kind in ("mousePressed", "mouseReleased"):
            self._send("Input.dispatchMouseEvent", {"type": kind, "x": box["x"], "y": box["y"], "button": "left", "clickCount": 1})

    def focus(self, selector):
        if not self.evaluate(f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return false; e.focus(); return true; }})()"):
            raise CdpError(f"no element matches {selector}")

    def type(self, selector, text):
        """Focuses the element and types the text (appends to what is there)."""
        self.focus(selector)
        self._send("Input.insertText", {"text": text})

    def fill(self, selector, text):
        """Clears the field, then types the text."""
        self.focus(selector)
        self.evaluate(f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if ('value' in e) e.value = ''; }})()")
        self._send("Input.insertText", {"text": text})

    def press(self, key):
        """Presses one key: a character or a name such as Enter, Tab, Escape, ArrowDown."""
        text, code = KEYS.get(key, (key if len(key) == 1 else "", ord(key.upper()) if len(key) == 1 else 0))
        base = {"key": " " if key == "Space" else key, "windowsVirtualKeyCode": code}
        self._send("Input.dispatchKeyEvent", {"type": "keyDown", "text": text, **base} if text else {"type": "rawKeyDown", **base})
        self._send("Input.dispatchKeyEvent", {"type": "keyUp", **base})

    def screenshot(self, path=None, full_page=False):
        """PNG bytes of the tab; written to `path` too when given."""
        data = base64.b64decode(self._send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": full_page})["data"])
        if path:
            with open(path, "wb") as f:
                f.write(data)
        return data

    def _wait(self, ready, timeout, what):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if ready():
                    return
            except CdpError:
                pass  # the document is being replaced mid-navigation
            time.sleep(0.05)
        raise CdpError(f"timed out after {timeout} s waiting for {what}")
