/** The browser and session details a contact request carries (spec 2 s3 "Contact request" info). */
export interface BrowserInfo {
  browser_name: string;
  browser_version: string;
  operating_system: string;
  session_data: string;
}

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['Windows', /Windows NT/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** Reads the browser's name and version and the operating system from a user-agent string. */
export function parseUserAgent(userAgent: string) {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  return {
    browser_name: browser?.[0] ?? 'Unknown',
    browser_version: browser ? (userAgent.match(browser[1])?.[1] ?? '') : '',
    operating_system: system?.[0] ?? 'Unknown',
  };
}

/** What the support team needs to reproduce a problem: the page, screen and sign-in state. */
export function browserInfo(session: { userId: number | null; from: string | null }): BrowserInfo {
  const session_data = [
    `signed_in=${session.userId !== null}`,
    `from=${session.from ?? 'none'}`,
    `screen=${window.screen.width}x${window.screen.height}`,
    `window=${window.innerWidth}x${window.innerHeight}`,
    `language=${navigator.language}`,
    `cookies=${navigator.cookieEnabled}`,
  ].join('; ');
  return { ...parseUserAgent(navigator.userAgent), session_data };
}
