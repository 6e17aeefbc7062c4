// Fixtures that need a browser: an app shell filled by a script, a form that answers after
// typing and a click or Enter, and anti-bot pages (a permanent block, a JS challenge a real
// browser passes by running its script, as Cloudflare's does).

export const JS_RENDERED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>JS app</title></head>
<body><div id="root"></div>
<script>
  setTimeout(function () {
    document.getElementById('root').innerHTML = '<h1>Rendered by JavaScript</h1>' +
      '<p>This paragraph was injected by a script after the page loaded. A scraper that does not run JavaScript sees an empty application shell instead of this text.</p>';
  }, 50);
</script></body></html>`;

export const FORM_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Greeting form</title></head>
<body><main><h1>Greeting form</h1><p>Type your name and press the button to get a greeting.</p>
<form id="greet"><input id="name" name="name" type="text" placeholder="Your name"><button id="go" type="submit">Greet me</button></form>
<p id="result">No greeting yet.</p></main>
<script>
  document.getElementById('greet').addEventListener('submit', function (e) {
    e.preventDefault();
    document.getElementById('result').textContent = 'Hello, ' + document.getElementById('name').value + '!';
  });
</script></body></html>`;

export const BLOCK_PAGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1>Checking if the site connection is secure</h1>
<div id="challenge-stage"></div><p>This site needs to review the security of your connection before proceeding.</p></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3', cType: 'managed'};})();</script></body></html>`;

/** The challenge page: its script sets the clearance cookie and reloads, which only a browser does. */
export const CHALLENGE_PAGE = BLOCK_PAGE.replace(
  '</body>',
  `<script>document.cookie = 'cf_clearance=fixture; path=/'; setTimeout(function () { location.reload(); }, 100);</script></body>`,
);

export const CHALLENGE_PASSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Protected article</title></head>
<body><main><article><h1>Protected article</h1><p>You passed the browser check. This article sits behind an anti-bot challenge that plain HTTP clients cannot pass because it needs JavaScript to set a cookie.</p></article></main></body></html>`;
