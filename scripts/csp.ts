/**
 * Content-Security-Policy for the built site: scripts only from the site itself plus the exact inline scripts
 * the build emits.
 */
import crypto from 'node:crypto';
import {globSync} from 'tinyglobby';
import {parseHtml} from './lib/html';

const DATA_TYPES = /^application\/(ld\+)?json$/i;

export function listHtmlFiles(dir: string): string[] {
  return globSync('**/*.html', {cwd: dir, absolute: true}).sort();
}

/** The sha256 sources of every executable inline script in the given HTML. */
export function inlineScriptHashes(html: string): string[] {
  const $ = parseHtml(html);
  return $('script:not([src])')
    .toArray()
    .filter((script) => !DATA_TYPES.test(($(script).attr('type') ?? '').trim()))
    .map((script) => $(script).text())
    .filter((body) => body.trim())
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there): they stay in the headers. */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** The policy as a page's `<meta>` carries it: the header policy less the directives only a header can carry. */
export function metaCsp(headerCsp: string): string {
  return headerCsp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY_DIRECTIVES.includes(d.split(/\s+/)[0]))
    .join('; ');
}

/**
 * Fills the CSP placeholder of a page written with config/ssrTemplate.ts: the `content` attribute of the
 * `<meta http-equiv="Content-Security-Policy">` that holds the placeholder is rewritten in place, quoted (the HTML
 * minifier may have dropped its quotes); the rest of the page keeps its bytes. Throws when the page has no
 * placeholder: the template is not in use.
 */
export function fillMetaCsp(html: string, policy: string, placeholder: string, file: string): string {
  const $ = parseHtml(html, {locations: true});
  const meta = $('meta[http-equiv="Content-Security-Policy"]')
    .toArray()
    .find((m) => $(m).attr('content') === placeholder);
  // parse5 records where each attribute of an element sits in the source (its `ElementLocation`).
  const location = meta?.sourceCodeLocation as {
    attrs?: Record<string, {startOffset: number; endOffset: number}>;
  } | null;
  const at = location?.attrs?.content;
  if (!at)
    throw new Error(
      `${file}: no Content-Security-Policy placeholder (${placeholder}); ` +
        'is config/ssrTemplate.ts still the ssrTemplate?',
    );
  return `${html.slice(0, at.startOffset)}content="${policy.replace(/"/g, '&quot;')}"${html.slice(at.endOffset)}`;
}

export function buildCsp(scriptHashes: Iterable<string>): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
