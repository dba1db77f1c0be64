/** Plain HTTP requests from Node (no browser) to the server under test, and the sitemap's paths. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {BASE_URL} from './browser';
import {sitemapPaths as parseSitemapPaths} from '../../scripts/lib/html';
import {BUILD_DIR} from '../../scripts/lib/server';

export interface HeadResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

/** A plain HTTP GET from Node (no browser): status, headers, and the bytes of the body as sent. */
export function get(pathOrUrl: string, acceptEncoding = 'identity'): Promise<HeadResult> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(pathOrUrl, BASE_URL), {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, bodyBytes}));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The body of a GET, as text (no compression asked for). */
export function getText(pagePath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pagePath, BASE_URL), (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every path the built sitemap lists. */
export function sitemapPaths(): string[] {
  return parseSitemapPaths(fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8'));
}

/** The newest blog post of the sitemap. */
export function newestBlogPost(): string {
  const posts = sitemapPaths()
    .filter((p) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(p))
    .sort();
  if (!posts.length) throw new Error('no blog post in the sitemap');
  return posts[posts.length - 1];
}
