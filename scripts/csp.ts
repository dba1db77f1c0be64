/**
 * Content-Security-Policy for the built site: scripts only from the site itself plus the exact inline scripts
 * the build emits.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /type=["']?(application\/(ld\+)?json)/i;

export function listHtmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listHtmlFiles(full) : e.name.endsWith('.html') ? [full] : [];
  });
}

/** The sha256 sources of every executable inline script in the given HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPES.test(attrs) || !body.trim()) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
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
 * Fills the CSP placeholder of a page written with config/ssrTemplate.ts. The HTML minifier may drop the attribute's
 * quotes; the value is written back quoted. Throws when the page has no placeholder: the template is not in use.
 */
export function fillMetaCsp(html: string, policy: string, placeholder: string, file: string): string {
  const pattern = new RegExp(`content=(["']?)${placeholder}\\1`);
  if (!pattern.test(html))
    throw new Error(
      `${file}: no Content-Security-Policy placeholder (${placeholder}); ` +
        'is config/ssrTemplate.ts still the ssrTemplate?',
    );
  return html.replace(pattern, `content="${policy.replace(/"/g, '&quot;')}"`);
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
