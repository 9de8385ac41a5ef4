/** The provider's own pages: plain HTML, no script, labelled controls. */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529;margin:0}
main{max-width:380px;margin:64px auto;background:#fff;padding:32px;border-radius:8px;border:1px solid #dee2e6}
label{display:block;margin:16px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #868e96;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #1c7ed6;outline-offset:2px}
button{margin-top:24px;width:100%;padding:10px;font-size:16px;background:#1864ab;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#c92a2a;font-weight:600}
</style></head>
<body><main>${body}</main></body></html>`;

export function loginPage(uid: string, clientName: string, error?: string) {
  return layout(
    'Sign in to Wellness ID',
    `<h1>Wellness ID</h1>
<p>Sign in to continue to ${escape(clientName)}.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="on">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function signedOutPage() {
  return layout(
    'Signed out',
    '<h1>Wellness ID</h1><p>You have signed out of the wellness programme.</p>',
  );
}

export function errorPage(message: string) {
  return layout('Sign-in problem', `<h1>Wellness ID</h1><p role="alert">${escape(message)}</p>`);
}
