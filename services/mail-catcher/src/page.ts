import type { CaughtMessage } from './store';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function messageSection(message: CaughtMessage): string {
  const id = `message-${message.id}`;
  const html = message.html
    ? `<iframe title="HTML body of ${escape(message.subject)}" sandbox="" srcdoc="${escape(message.html)}"></iframe>`
    : '<p>No HTML body.</p>';
  return `<article aria-labelledby="${id}">
  <h2 id="${id}">${escape(message.subject || '(no subject)')}</h2>
  <dl>
    <dt>From</dt><dd>${escape(message.from)}</dd>
    <dt>To</dt><dd>${escape(message.envelope.to.join(', '))}</dd>
    <dt>Received</dt><dd><time datetime="${message.received_at}">${message.received_at.replace('T', ' ').slice(0, 19)} UTC</time></dd>
  </dl>
  <details><summary>HTML body</summary>${html}</details>
  <details><summary>Text body</summary><pre>${escape(message.text ?? '')}</pre></details>
</article>`;
}

/** The page of caught mail, newest first: plain HTML, HTML bodies in sandboxed frames. */
export function renderPage(messages: CaughtMessage[], to?: string): string {
  const shown = messages.slice(0, 200);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caught mail (${messages.length})</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
article{border:1px solid #767676;border-radius:4px;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:32rem;border:1px solid #767676;background:#fff}pre{white-space:pre-wrap}
summary{cursor:pointer;padding:.25rem 0}
</style>
</head>
<body>
<main>
<h1>Caught mail</h1>
<form method="get"><label for="to">Recipient</label> <input id="to" name="to" type="email" value="${escape(to ?? '')}"> <button type="submit">Show</button></form>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}${messages.length > shown.length ? `, the newest ${shown.length} shown` : ''}. JSON: <a href="/api/messages">/api/messages</a>.</p>
${shown.map(messageSection).join('\n')}
</main>
</body>
</html>`;
}
