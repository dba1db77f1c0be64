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
 * Puts the page's Content-Security-Policy `<meta>` first in its `<head>`, before any script, right after the
 * `<meta charset>` when that comes first (the charset must stay in the first bytes). Only the HTML standard's shape is
 * relied on: the `<head>` start tag, which parse5 locates in the source; the rest of the page keeps its bytes. Throws
 * when the page has no `<head>` start tag or already carries a policy.
 */
export function insertMetaCsp(html: string, policy: string, file: string): string {
  const $ = parseHtml(html, {locations: true});
  if ($('meta[http-equiv="Content-Security-Policy" i]').length)
    throw new Error(`${file}: already has a Content-Security-Policy <meta>`);
  const head = $('head').get(0);
  // parse5 records where each element's start and end tags sit in the source (its `ElementLocation`).
  const at = (node: unknown) =>
    (node as {sourceCodeLocation?: {startTag?: {endOffset: number}; endOffset?: number} | null} | undefined)
      ?.sourceCodeLocation;
  const headStart = at(head)?.startTag?.endOffset;
  if (headStart === undefined) throw new Error(`${file}: no <head> start tag to put the Content-Security-Policy in`);
  const first = $('head').children().get(0);
  const offset = first && $(first).is('meta[charset]') ? (at(first)?.endOffset ?? headStart) : headStart;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  return `${html.slice(0, offset)}${meta}${html.slice(offset)}`;
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
