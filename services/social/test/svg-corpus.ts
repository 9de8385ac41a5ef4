/** SVG uploads an attacker sends, each with what must never reach the stored file. */

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200"${attributes}>${inner}<circle cx="100" cy="100" r="80" fill="#3a7"/></svg>`;

const SCRIPT = /<script|alert\(/i;
const JAVASCRIPT = /javascript|alert\(/i;
const TRACKER = /tracker\.example|evil\.example/i;

/** Refused with UNSAFE_SVG: each can run code, animate an attribute or reach outside the file. */
export const HOSTILE_SVGS: Array<{ name: string; text: string; dangerous: RegExp }> = [
  { name: 'script', text: svg('<script>alert(1)</script>'), dangerous: SCRIPT },
  { name: 'script in mixed case', text: svg('<ScRiPt>alert(1)</ScRiPt>'), dangerous: SCRIPT },
  {
    name: 'script with a namespace prefix',
    text: svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
    dangerous: /script/i,
  },
  {
    name: 'script with xlink:href',
    text: svg('<script xlink:href="https://evil.example/x.js"/>'),
    dangerous: /<script|evil\.example/i,
  },
  { name: 'onload on the root', text: svg('', ' onload="alert(1)"'), dangerous: /onload|alert/i },
  {
    name: 'onclick',
    text: svg('<rect width="9" height="9" OnClick="alert(1)"/>'),
    dangerous: /onclick|alert/i,
  },
  {
    name: 'animate setting href',
    text: svg(
      '<a href="#c"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>',
    ),
    dangerous: /<animate|javascript/i,
  },
  {
    name: 'animateMotion',
    text: svg('<rect width="9" height="9"><animateMotion dur="1s" path="M0,0 L9,9"/></rect>'),
    dangerous: /animateMotion/i,
  },
  {
    name: 'animateTransform',
    text: svg(
      '<g><animateTransform attributeName="transform" type="rotate" from="0" to="360" dur="1s"/></g>',
    ),
    dangerous: /animateTransform/i,
  },
  {
    name: 'set to javascript:',
    text: svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    dangerous: /<set|javascript/i,
  },
  {
    name: 'foreignObject with HTML',
    text: svg(
      '<foreignObject width="9" height="9"><iframe src="javascript:alert(1)"></iframe></foreignObject>',
    ),
    dangerous: /foreignObject|iframe|javascript/i,
  },
  {
    name: 'HTML inside the SVG',
    text: svg('<img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/>'),
    dangerous: /<img|onerror|alert/i,
  },
  { name: 'embed', text: svg('<embed src="https://evil.example/x.swf"/>'), dangerous: TRACKER },
  {
    name: 'xlink:href javascript:',
    text: svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'),
    dangerous: JAVASCRIPT,
  },
  {
    name: 'href javascript: in mixed case',
    text: svg('<a href="JaVaScRiPt:alert(1)"><text>x</text></a>'),
    dangerous: JAVASCRIPT,
  },
  {
    name: 'href javascript: with a tab entity',
    text: svg('<a href="jav&#x09;ascript:alert(1)"><text>x</text></a>'),
    dangerous: /ascript|alert/i,
  },
  {
    name: 'href javascript: as entities',
    text: svg('<a href="&#106;&#x61;vascript&#58;alert(1)"><text>x</text></a>'),
    dangerous: /vascript|alert/i,
  },
  {
    name: 'href javascript: behind whitespace and a newline',
    text: svg('<a href="  java\nscript:alert(1)"><text>x</text></a>'),
    dangerous: /script:|alert/i,
  },
  {
    name: 'external image',
    text: svg('<image href="https://tracker.example/p.png" width="9" height="9"/>'),
    dangerous: TRACKER,
  },
  {
    name: 'use of an external file',
    text: svg('<use xlink:href="https://evil.example/sprite.svg#icon"/>'),
    dangerous: TRACKER,
  },
  {
    name: 'use of a data: document',
    text: svg('<use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+#x"/>'),
    dangerous: /data:|base64/i,
  },
  {
    name: 'feImage of an external file',
    text: svg('<filter id="f"><feImage href="https://tracker.example/f.png"/></filter>'),
    dangerous: TRACKER,
  },
  {
    name: 'url() in a presentation attribute',
    text: svg('<rect width="9" height="9" fill="url(https://tracker.example/x)"/>'),
    dangerous: TRACKER,
  },
  {
    name: 'url() in a style attribute, CSS-escaped',
    text: svg('<rect width="9" height="9" style="fill:\\75 rl(https://tracker.example/x)"/>'),
    dangerous: TRACKER,
  },
  {
    name: 'url() in a style element',
    text: svg('<style>rect { fill: url("//tracker.example/x") }</style>'),
    dangerous: TRACKER,
  },
  {
    name: '@import in a style element',
    text: svg("<style>@import 'https://evil.example/x.css';</style>"),
    dangerous: /@import|evil\.example/i,
  },
  {
    name: '@import hidden by a CSS escape and a comment',
    text: svg("<style>@\\69mp/**/ort '//evil.example/x.css';</style>"),
    dangerous: /mp.*ort|evil\.example/i,
  },
  {
    name: 'xml-stylesheet instruction',
    text: `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`,
    dangerous: TRACKER,
  },
  {
    name: 'billion laughs',
    text: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>${svg('<text>&lol3;</text>')}`,
    dangerous: /lollol|ENTITY/i,
  },
  {
    name: 'external entity',
    text: `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`,
    dangerous: /root:|ENTITY|passwd/i,
  },
  {
    name: 'entity declaration in lower case',
    text: `<!doctype svg [<!entity x "y">]>${svg('')}`,
    dangerous: /entity/i,
  },
];

/**
 * Accepted with parts dropped: what only describes the file or its author, and what the
 * sanitiser does not know. None of these `dropped` parts may be in the stored file.
 */
export const NEUTRALISED_SVG = {
  text: `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by Jo on her laptop -->
<?inkscape-instruction secret?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="200" height="200" viewBox="0 0 200 200">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description><rdf:creator>Jo Bloggs</rdf:creator></rdf:Description></rdf:RDF></metadata>
  <sodipodi:namedview pagecolor="#ffffff" inkscape:window-width="1920"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#3a7"/></linearGradient></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer">
    <circle cx="100" cy="100" r="80" fill="url(#g)" style="stroke: url('#g')"/>
    <use href="#g"/>
    <!-- a note inside -->
  </g>
</svg>`,
  dropped: [
    /made by Jo|laptop|a note inside/,
    /inkscape|sodipodi/,
    /Jo Bloggs|metadata|rdf:/,
    /secret/,
  ],
  kept: [/<circle/, /url\(#g\)/, /<linearGradient id="g"/, /<use href="#g"/],
};
