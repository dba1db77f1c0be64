/**
 * The self-hosting nginx config (deploy/nginx), which production on GitHub Pages does not use: the security headers
 * and the header Content-Security-Policy (with the directives a <meta> cannot carry), caching, gzip and brotli, the
 * redirect of a trailing slash, and no CSP violation with both the header and the <meta> policy in force.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import type {Browser} from 'playwright-core';
import {flushCspViolations, launch, location, newContext, url, waitForHydration} from '../support/browser';
import {get, getText, sitemapPaths} from '../support/http';
import {BUILD_DIR} from '../../scripts/lib/server';
import {BROTLI_MODULE} from '../../deploy/nginx/render';

const DOC = '/docs/quickstart';
const NOT_FOUND = '/no-such-page-nginx';
const SEARCH_JSON = /\/search-(index|doc)[^/]*\.json(\?|$)/;

describe('nginx (self-hosting config)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });

  it(
    'every HTML page (sitemap + 404) sends the CSP without unsafe-inline scripts and the security headers, ' +
      'with a short cache',
    async () => {
      const problems: string[] = [];
      for (const pagePath of [...sitemapPaths(), NOT_FOUND]) {
        const res = await get(pagePath, 'gzip');
        const expectedStatus = pagePath === NOT_FOUND ? 404 : 200;
        if (res.status !== expectedStatus) problems.push(`${pagePath}: status ${res.status}`);
        if (!String(res.headers['content-type']).startsWith('text/html'))
          problems.push(`${pagePath}: content-type ${res.headers['content-type']}`);
        const csp = String(res.headers['content-security-policy'] ?? '');
        const directives = new Map(
          csp
            .split(';')
            .map((d) => d.trim().split(/\s+/))
            .filter((d) => d[0])
            .map(([k, ...v]) => [k, v]),
        );
        const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
        if (!csp) problems.push(`${pagePath}: no Content-Security-Policy`);
        else {
          if (!scriptSrc) problems.push(`${pagePath}: CSP has no script-src`);
          else if (
            scriptSrc.includes("'unsafe-inline'") ||
            scriptSrc.includes("'unsafe-eval'") ||
            scriptSrc.includes('*')
          ) {
            problems.push(`${pagePath}: script-src allows ${scriptSrc.join(' ')}`);
          }
          if (!directives.has('frame-ancestors')) problems.push(`${pagePath}: CSP has no frame-ancestors`);
          if (!directives.has('object-src') && !directives.has('default-src'))
            problems.push(`${pagePath}: CSP has no object-src`);
        }
        if (res.headers['x-content-type-options'] !== 'nosniff')
          problems.push(`${pagePath}: X-Content-Type-Options ${String(res.headers['x-content-type-options'])}`);
        if (!res.headers['referrer-policy']) problems.push(`${pagePath}: no Referrer-Policy`);
        if (!res.headers['permissions-policy']) problems.push(`${pagePath}: no Permissions-Policy`);
        const cache = String(res.headers['cache-control'] ?? '');
        const maxAge = Number(cache.match(/max-age=(\d+)/)?.[1] ?? NaN);
        const short = /no-cache|no-store/.test(cache) || (maxAge <= 600 && !cache.includes('immutable'));
        if (!short) problems.push(`${pagePath}: HTML cached too long: Cache-Control "${cache}"`);
      }
      assert.deepEqual(problems, []);
    },
  );

  it(
    'hashed assets are cached for a year as immutable; ' + 'everything compressible is gzip- (and brotli-) encoded',
    async () => {
      const problems: string[] = [];
      const brotli = fs.existsSync(BROTLI_MODULE);
      // Every file of build/assets (the stylesheet and every script chunk, named by their hashes), and every asset the
      // HTML of the sitemap's pages names.
      const assets = new Set<string>(
        globSync('assets/**', {cwd: BUILD_DIR, onlyFiles: true}).map((file) => `/${file.split(path.sep).join('/')}`),
      );
      for (const pagePath of sitemapPaths()) {
        for (const [, asset] of (await getText(pagePath)).matchAll(/["'=](\/assets\/[^"' >]+)/g)) assets.add(asset);
      }
      assert.ok(assets.size >= 10, `only ${assets.size} assets to check`);
      for (const asset of assets) {
        const res = await get(asset, 'gzip');
        if (res.status !== 200) problems.push(`${asset}: status ${res.status}`);
        if (res.headers['cache-control'] !== 'public, max-age=31536000, immutable')
          problems.push(`${asset}: Cache-Control "${res.headers['cache-control']}"`);
        if (res.headers['x-content-type-options'] !== 'nosniff')
          problems.push(`${asset}: X-Content-Type-Options ${String(res.headers['x-content-type-options'])}`);
        // Document policies stay on documents (asset-headers.conf): bytes each first-load request would
        // carry for nothing.
        if (res.headers['content-security-policy']) problems.push(`${asset}: sends the page Content-Security-Policy`);
      }

      const searchJsonPaths = fs
        .readdirSync(BUILD_DIR)
        .filter((f) => SEARCH_JSON.test(`/${f}`))
        .map((f) => `/${f}`);
      assert.ok(searchJsonPaths.length, 'no search index to check');
      const samples = [
        DOC,
        ...searchJsonPaths,
        ...[...assets].filter((a) => a.endsWith('.css')).slice(0, 1),
        ...[...assets].filter((a) => a.endsWith('.js')).slice(0, 2),
        '/img/logo.svg',
      ];
      for (const sample of samples) {
        const plain = await get(sample, 'identity');
        if (plain.headers['content-encoding'])
          problems.push(`${sample}: encoded (${plain.headers['content-encoding']}) for a client that accepts none`);
        if (plain.bodyBytes < 1024) continue; // nginx leaves tiny files alone (gzip_min_length)
        const gz = await get(sample, 'gzip');
        if (gz.headers['content-encoding'] !== 'gzip')
          problems.push(`${sample}: not gzip-encoded for Accept-Encoding: gzip (${gz.headers['content-encoding']})`);
        else if (gz.bodyBytes >= plain.bodyBytes)
          problems.push(`${sample}: gzip body ${gz.bodyBytes} B is not smaller than ${plain.bodyBytes} B`);
        if (
          !String(gz.headers.vary ?? '')
            .toLowerCase()
            .includes('accept-encoding')
        )
          problems.push(`${sample}: no Vary: Accept-Encoding`);
        if (brotli) {
          const br = await get(sample, 'br, gzip');
          if (br.headers['content-encoding'] !== 'br')
            problems.push(
              `${sample}: not brotli-encoded for Accept-Encoding: br, gzip (${br.headers['content-encoding']})`,
            );
        }
      }
      assert.deepEqual(problems, []);
    },
  );

  it('/docs/quickstart/ redirects (301) to /docs/quickstart', async () => {
    const response = await fetch(url('/docs/quickstart/'), {redirect: 'manual'});
    assert.equal(response.status, 301);
    assert.equal(new URL(response.headers.get('location') ?? '', url('/')).pathname, '/docs/quickstart');
    const {context} = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(url('/docs/quickstart/'), {waitUntil: 'load'});
      await waitForHydration(page);
      assert.equal(location(page), '/docs/quickstart');
    } finally {
      await context.close();
    }
  });

  it(
    'no Content-Security-Policy violation on a doc page and the 404 page ' + 'with the header and the <meta> policy',
    async () => {
      const {context, record} = await newContext(browser);
      try {
        const page = await context.newPage();
        for (const pagePath of [DOC, NOT_FOUND]) {
          await page.goto(url(pagePath), {waitUntil: 'load'});
          await waitForHydration(page);
        }
        await flushCspViolations(page, record);
        assert.deepEqual(record.cspViolations, []);
      } finally {
        await context.close();
      }
    },
  );
});
