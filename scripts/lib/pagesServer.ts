/**
 * A static server that answers the way GitHub Pages, the production host, does: the browser tests trust it.
 *
 * - `/x` serves `x` when it is a file, else `x.html`; a folder `x/` with an `index.html` (and no `x.html`) answers a
 *   301 to `x/`, and `x/` serves `x/index.html`.
 * - `/x.html` and `/x/index.html` are files like any other: served as they are, never redirected.
 * - Anything else answers `404.html` with status 404.
 * - Compressible types are gzip-encoded for clients that accept it. No other header than the ones GitHub Pages always
 *   sends (type, length, encoding, Vary, ETag, Last-Modified, a 10-minute Cache-Control): no CSP, no security headers.
 *
 * `prefix` serves the same files under a sub-path only (`/wrong/`), like a site deployed with the wrong base URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.xsl': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/(svg\+xml|x-icon))/;

export interface PagesServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

type Resolved = {file: string; status: 200 | 404} | {redirect: string};

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Which file answers `pathname` (already stripped of the prefix), following GitHub Pages' rules. */
export function resolvePagesPath(root: string, pathname: string): Resolved {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return {file: path.join(root, '404.html'), status: 404};
  }
  const target = path.join(root, path.normalize(decoded));
  if (!target.startsWith(root)) return {file: path.join(root, '404.html'), status: 404};
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? {file: index, status: 200} : {file: path.join(root, '404.html'), status: 404};
  }
  if (isFile(target)) return {file: target, status: 200};
  if (isFile(`${target}.html`)) return {file: `${target}.html`, status: 200};
  if (isFile(path.join(target, 'index.html'))) return {redirect: `${pathname}/`};
  return {file: path.join(root, '404.html'), status: 404};
}

const gzipCache = new Map<string, {mtimeMs: number; data: Buffer}>();
function gzipped(file: string, mtimeMs: number, body: Buffer): Buffer {
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.data;
  const data = zlib.gzipSync(body, {level: 6});
  gzipCache.set(file, {mtimeMs, data});
  return data;
}

export async function startPagesServer(root: string, {prefix = '/'}: {prefix?: string} = {}): Promise<PagesServer> {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {'Content-Type': 'text/plain'}).end('Method not allowed');
      return;
    }
    const inPrefix = requestUrl.pathname === prefix.replace(/\/$/, '') || requestUrl.pathname.startsWith(prefix);
    const resolved: Resolved = inPrefix
      ? resolvePagesPath(absoluteRoot, `/${requestUrl.pathname.slice(prefix.length)}`)
      : {file: path.join(absoluteRoot, '404.html'), status: 404};
    if ('redirect' in resolved) {
      res.writeHead(301, {Location: `${prefix.replace(/\/$/, '')}${resolved.redirect}${requestUrl.search}`}).end();
      return;
    }
    const body = fs.readFileSync(resolved.file);
    const type = TYPES[path.extname(resolved.file)] ?? 'application/octet-stream';
    const stat = fs.statSync(resolved.file);
    const etag = `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'Cache-Control': 'max-age=600',
      'Last-Modified': stat.mtime.toUTCString(),
      ETag: etag,
    };
    if (resolved.status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const compressible = COMPRESSIBLE.test(type);
    if (compressible) headers.Vary = 'Accept-Encoding';
    const gzip = compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? gzipped(resolved.file, stat.mtimeMs, body) : body;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = payload.length;
    res.writeHead(resolved.status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`.replace(/\/$/, prefix === '/' ? '' : '/'),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
