/**
 * First-load weight of a page: Chromium loads it in a fresh context (as a first-time reader would, including anything
 * fetched at idle time) and every request is then fetched again from Node, once without compression (raw bytes) and
 * once with `Accept-Encoding: gzip` (the bytes nginx sends a gzip client), so the numbers do not depend on timing.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {waitForHydration} from '../../scripts/lib/chromium';
import {sitemapPaths} from '../../scripts/lib/html';
import type {Browser} from 'playwright-core';
import {IDLE_MARK} from '../../src/plugins/speed/client/idle';
import {resourcesAroundMark} from '../../scripts/lib/resourceTiming';

export type Category = 'html' | 'js' | 'css' | 'images' | 'json' | 'other';
export const CATEGORIES: Category[] = ['html', 'js', 'css', 'images', 'json', 'other'];

export interface CategoryWeight {
  requests: number;
  raw: number;
  gzip: number;
  /** What Chromium received (headers included), with the encoding it negotiated (brotli when nginx has it). */
  transfer: number;
}

export interface PageWeight {
  path: string;
  requests: number;
  total: CategoryWeight;
  byCategory: Record<Category, CategoryWeight>;
  /**
   * Part of the total that was speculative: `Sec-Purpose: prefetch` (route chunks of the links in view, or of the
   * Previous and Next pages), or scripts first asked for once the page was idle (`IDLE_MARK`: the same pages, the code
   * block's code).
   */
  prefetch: CategoryWeight;
  largest: {url: string; category: Category; raw: number; gzip: number}[];
  searchJsonRequested: boolean;
}

interface Seen {
  id: string;
  url: string;
  type: string;
  mimeType: string;
  transfer: number;
}

function categorize(type: string, mimeType: string, url: string): Category {
  if (type === 'Document') return 'html';
  if (type === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (type === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (type === 'Image' || mimeType.startsWith('image/')) return 'images';
  if (/json/.test(mimeType) || url.endsWith('.json')) return 'json';
  return 'other';
}

function bodyBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const empty = (): CategoryWeight => ({requests: 0, raw: 0, gzip: 0, transfer: 0});

export async function measurePage(browser: Browser, baseUrl: string, pagePath: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Omit<Seen, 'transfer'>>();
  const prefetchIds = new Set<string>();
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const purpose = Object.entries(e.headers).find(([k]) => /^(sec-)?purpose$/i.test(k))?.[1];
    if (purpose && String(purpose).includes('prefetch')) prefetchIds.add(e.requestId);
  });
  const seen: Seen[] = [];
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    last = Date.now();
    pending.set(e.requestId, {id: e.requestId, url: e.request.url, type: e.type ?? 'Other', mimeType: ''});
  });
  cdp.on('Network.responseReceived', (e) => {
    const p = pending.get(e.requestId);
    if (p) Object.assign(p, {mimeType: e.response.mimeType, type: e.type});
  });
  cdp.on('Network.loadingFinished', (e) => {
    last = Date.now();
    const p = pending.get(e.requestId);
    pending.delete(e.requestId);
    if (p) seen.push({...p, transfer: e.encodedDataLength});
  });
  cdp.on('Network.loadingFailed', (e) => {
    last = Date.now();
    pending.delete(e.requestId);
  });
  await page.goto(new URL(pagePath, baseUrl).toString(), {waitUntil: 'load'});
  await waitForHydration(page);
  // The first load ends when nothing has been in flight for a second (anything fetched at idle time counts).
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (pending.size > 0 || Date.now() - last < 1_000))
    await new Promise((r) => setTimeout(r, 100));
  // Scripts first asked for once the page was idle (the speed plugin's mark): for the pages a reader may open next.
  const forNextPages = new Set((await resourcesAroundMark(page, IDLE_MARK)).after);
  await context.close();

  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, empty()])) as Record<Category, CategoryWeight>;
  const total = empty();
  const prefetch = empty();
  const largest: PageWeight['largest'] = [];
  for (const r of seen) {
    if (!r.url.startsWith(baseUrl)) continue;
    // Answered by the browser's cache (a link prefetch of a chunk the page already loaded): nothing on the wire.
    if (r.transfer === 0) continue;
    const category = categorize(r.type, r.mimeType, r.url);
    const [raw, gzip] = await Promise.all([bodyBytes(r.url, 'identity'), bodyBytes(r.url, 'gzip')]);
    const speculative = prefetchIds.has(r.id) || forNextPages.has(r.url);
    for (const w of [byCategory[category], total, ...(speculative ? [prefetch] : [])]) {
      w.requests += 1;
      w.raw += raw;
      w.gzip += gzip;
      w.transfer += r.transfer;
    }
    largest.push({url: r.url.slice(baseUrl.length), category, raw, gzip});
  }
  largest.sort((a, b) => b.gzip - a.gzip);
  return {
    path: pagePath,
    requests: total.requests,
    total,
    byCategory,
    prefetch,
    largest: largest.slice(0, 5),
    searchJsonRequested: seen.some((r) => /\/search-(index|doc)[^/]*\.json/.test(r.url)),
  };
}

/** The newest blog post listed in a build's sitemap. */
export function newestBlogPost(buildDir: string): string {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const posts = sitemapPaths(xml)
    .filter((p) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/./.test(p))
    .sort();
  if (!posts.length) throw new Error('no blog post in sitemap.xml');
  return posts[posts.length - 1];
}
