/**
 * The site chrome a reader meets on every page: navbar, version dropdown, footer, page titles, table of contents,
 * docs sidebar, the mobile menu and code highlighting.
 */
import {getText, sitemapPaths} from '../support/http';
import {parseHtml} from '../../scripts/lib/html';
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core';
import {globSync} from 'tinyglobby';
import {afterFrames, keepWarm, launch, location, newContext, url, until} from '../support/browser';
import {patchPageModule} from '../support/patchModule';
import {CURRENT_LABEL, stableVersion, versionDocsDir, VERSIONS} from '../../config/versions';
import {atDepth, full} from '../../scripts/lib/depth';

const STABLE = stableVersion();

const ROOT = path.resolve(__dirname, '../..');
const REPO_URL = 'https://github.com/ArthurYdalgo/laravext';

let browser: Browser;
let context: BrowserContext;

before(async () => {
  browser = await launch();
  ({context} = await newContext(browser));
  context.setDefaultTimeout(10_000);
  await keepWarm(context);
});
after(async () => {
  await browser?.close();
});

/** Opens a page in the shared context and waits until React has hydrated it (`data-has-hydrated="true"`). */
async function visit(pathname: string, target?: Page): Promise<Page> {
  const page = target ?? (await context.newPage());
  await page.goto(url(pathname), {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 15_000});
  return page;
}

async function withPage<T>(pathname: string, fn: (page: Page) => Promise<T>): Promise<T> {
  const page = await visit(pathname);
  try {
    return await fn(page);
  } finally {
    await page.close();
  }
}

describe('navbar', () => {
  it('has the logo and title, Docs on the left, then Community, Blog, GitHub, the colour toggle and search', () =>
    withPage('/docs/configuration', async (page) => {
      const navbar = page.locator('nav.navbar');
      const brand = navbar.locator('a.navbar__brand');
      assert.equal(await brand.getAttribute('href'), '/');
      assert.ok(await brand.locator('img[alt="Laravext logo"]').first().isVisible(), 'no visible logo');
      assert.equal((await brand.locator('.navbar__title').innerText()).trim(), 'Laravext');

      const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
      const right = navbar.locator('.navbar__items--right');
      const docs = left.locator('a.navbar__link', {hasText: /^Docs$/});
      assert.ok(await docs.isVisible(), 'no Docs link on the left');
      assert.match((await docs.getAttribute('href')) ?? '', /^\/docs\/(latest\/)?laravext$/);

      const community = right.locator('a.navbar__link', {hasText: /^Community$/});
      const blog = right.locator('a.navbar__link', {hasText: /^Blog$/});
      const github = right.locator(`a[href="${REPO_URL}"]`);
      assert.equal(await community.getAttribute('href'), '/community');
      assert.equal(await blog.getAttribute('href'), '/blog');
      assert.ok(await github.isVisible(), 'no GitHub link');
      assert.equal(await github.getAttribute('target'), '_blank');
      assert.match(await github.innerText(), /GitHub/);

      const toggle = right.locator('button[aria-label^="Switch between dark and light mode"]');
      assert.ok(await toggle.isVisible(), 'no colour toggle');
      assert.ok(await toggle.isEnabled(), 'colour toggle disabled');
      const search = right.locator('input.navbar__search-input:visible');
      assert.ok(await search.isVisible(), 'no search input');

      // Reading order: Docs, ..., Community, Blog, GitHub.
      const xs = await Promise.all([docs, community, blog, github].map(async (l) => (await l.boundingBox())!.x));
      assert.deepEqual(
        [...xs].sort((a, b) => a - b),
        xs,
        `navbar order ${xs.join(',')}`,
      );
    }));

  it('shows the version dropdown on docs pages only (not on home, blog or community)', async () => {
    for (const [pathname, label] of [
      ['/docs/quickstart', STABLE],
      ['/docs/latest/category/tools', CURRENT_LABEL],
    ]) {
      await withPage(pathname, async (page) => {
        const dropdown = page.locator('nav.navbar .dropdown');
        assert.ok(await dropdown.isVisible(), `${pathname}: no version dropdown`);
        assert.equal((await dropdown.locator('> .navbar__link').innerText()).trim(), label, pathname);
        await dropdown.hover();
        await dropdown.locator('.dropdown__menu a').first().waitFor({state: 'visible', timeout: 5_000});
        const items = await dropdown.locator('.dropdown__menu a').allInnerTexts();
        assert.deepEqual(
          items.map((t) => t.trim()),
          [CURRENT_LABEL, ...VERSIONS],
          `${pathname}: dropdown items`,
        );
      });
    }
    for (const pathname of ['/', '/blog/2024/08/20/laravext-release', '/community/contributors']) {
      await withPage(pathname, async (page) => {
        assert.equal(await page.locator('nav.navbar .dropdown').count(), 0, `${pathname}: version dropdown shown`);
      });
    }
  });

  it('stays at the top of the window while the reader scrolls down and up', full, () =>
    withPage('/docs/configuration', async (page) => {
      // config/navbar.ts: it does not hide on scroll, so a heading opened by a link is never painted under a navbar
      // that then hides.
      const navbarBox = () =>
        page.locator('nav.navbar').evaluate((n) => {
          const {top, bottom} = n.getBoundingClientRect();
          return {top, bottom};
        });
      // Wholly in the window: its top at 0 or below (under the announcement bar at first), its height all there.
      const shown = async (when: string) => {
        const {top, bottom} = await navbarBox();
        assert.ok(
          top >= 0 && bottom - top >= 50,
          `the navbar is not wholly shown ${when}: top ${top}, bottom ${bottom}`,
        );
      };
      await shown('at the top');
      await page.mouse.move(640, 400);
      for (let i = 0; i < 3; i += 1) {
        await page.mouse.wheel(0, 300);
        await page.waitForFunction((y) => window.scrollY >= y, 300 * (i + 1) - 50);
      }
      await afterFrames(page, 10);
      await shown('after scrolling down');
      await page.mouse.wheel(0, -200);
      await page.waitForFunction(() => window.scrollY <= 750);
      await afterFrames(page, 10);
      await shown('after scrolling up');
    }),
  );
});

describe('footer', () => {
  it('has the groups Links, Participate and More with their links', () =>
    withPage('/', async (page) => {
      const groups = page.locator('footer .footer__links .footer__col');
      const titles = await groups.locator('.footer__title').allInnerTexts();
      assert.deepEqual(
        titles.map((t) => t.trim()),
        ['Links', 'Participate', 'More'],
      );
      const expected: Record<string, string[]> = {
        Links: ['Packagist', 'NPM @laravext/react', 'NPM @laravext/vue3'],
        Participate: ['GitHub (Docs and NPM packages)', 'GitHub (Packagist)', 'Discord', 'Twitter/X', 'YouTube'],
        More: ['Buy me a coffee', 'Community', 'Blog'],
      };
      for (const group of await groups.all()) {
        const title = (await group.locator('.footer__title').innerText()).trim();
        const labels = await group.locator('a.footer__link-item').allInnerTexts();
        assert.deepEqual(
          labels.map((l) => l.trim()),
          expected[title],
          `links under ${title}`,
        );
      }
      const more = groups.filter({has: page.locator('.footer__title', {hasText: 'More'})});
      assert.equal(await more.locator('a', {hasText: 'Community'}).getAttribute('href'), '/community');
      assert.equal(await more.locator('a', {hasText: 'Blog'}).getAttribute('href'), '/blog');
    }));
});

describe('page title', () => {
  it('joins the page title and the site title with a vertical bar', async () => {
    await withPage('/docs/quickstart', async (page) => {
      assert.equal(await page.title(), 'Quick Start Installation | Laravext');
    });
    for (const pathname of ['/community/contributors', '/blog/2024/08/20/laravext-release']) {
      await withPage(pathname, async (page) => {
        const h1 = (await page.locator('h1').first().innerText()).trim();
        assert.equal(await page.title(), `${h1} | Laravext`, pathname);
      });
    }
  });
});

describe('blog post layout (1280 px)', () => {
  it(
    'shows the posts sidebar, the post and its table of contents side by side, ' + 'the sidebar at full width',
    async () => {
      await withPage('/blog/2024/08/20/laravext-release', async (page) => {
        const box = async (selector: string) => {
          const b = await page.locator(selector).first().boundingBox();
          assert.ok(b, `${selector} is not shown`);
          return b;
        };
        const sidebar = await box('aside nav[aria-label="Blog recent posts navigation"]');
        const article = await box('main article');
        const toc = await box('.table-of-contents');
        assert.ok(sidebar.x + sidebar.width <= article.x + 1, 'the posts sidebar overlaps the post');
        assert.ok(
          article.x + article.width <= toc.x + 1,
          'the table of contents is not to the right of the post ' +
            `(post ends at ${article.x + article.width}, TOC starts at ${toc.x})`,
        );
        assert.ok(toc.y < article.y + 400, 'the table of contents is pushed below the post');
        assert.ok(sidebar.width >= 200, `the posts sidebar is squeezed to ${sidebar.width} px`);
      });
    },
  );
});

describe('page titles everywhere', () => {
  it('every page of the sitemap, the search page and the 404 page is titled "Page | Laravext"', full, async () => {
    const problems: string[] = [];
    for (const pathname of [...sitemapPaths(), '/search', '/no-such-page-titles']) {
      const html = await getText(pathname);
      const title = parseHtml(html)('head > title').text();
      const [page, site, ...rest] = title.split(' | ');
      if (site !== 'Laravext' || rest.length > 0 || !page?.trim() || page.trim() === 'Laravext')
        problems.push(`${pathname}: "${title}"`);
    }
    assert.deepEqual(problems, []);
  });
});

describe('article outline', () => {
  it(
    "the table of contents lists the article's h2 and h3 headings, " + 'and nothing else in the article is an h2 or h3',
    async () => {
      for (const pathname of ['/docs/quickstart', '/docs/latest/tools/visit']) {
        await withPage(pathname, async (page) => {
          const toc = page.locator('.theme-doc-toc-desktop');
          await toc.waitFor({state: 'visible'});
          const listed = await toc
            .locator('a.table-of-contents__link')
            .evaluateAll((links) => links.map((a) => decodeURIComponent((a.getAttribute('href') ?? '').slice(1))));
          const headings = await page
            .locator('article h2, article h3')
            .evaluateAll((hs) => hs.map((h) => h.id || `(no id) ${h.textContent}`));
          assert.ok(listed.length >= 3, `${pathname}: only ${listed.length} TOC entries`);
          assert.deepEqual(headings, listed, pathname);
        });
      }
    },
  );
});

describe('table of contents', () => {
  it('lists h2 and h3 headings only (no h4)', async () => {
    const pathname = '/docs/before-you-start';
    const page = await context.newPage();
    try {
      // The page has no h4 today: add a level-3 and a level-4 entry to its TOC data, as an h4 in the content would.
      await patchPageModule(
        page,
        pathname,
        `function (ex) {
          ex.toc = ex.toc.concat([
            {value: 'Injected level three', id: 'injected-level-three', level: 3},
            {value: 'Injected level four', id: 'injected-level-four', level: 4},
          ]);
          return ex;
        }`,
      );
      await visit(pathname, page);
      const toc = page.locator('.theme-doc-toc-desktop');
      await toc.waitFor({state: 'visible'});
      const entries = await toc.locator('a.table-of-contents__link').evaluateAll((links) =>
        links.map((a) => {
          const id = decodeURIComponent((a.getAttribute('href') ?? '').slice(1));
          return {id, tag: document.getElementById(id)?.tagName ?? null, nested: a.closest('ul ul') !== null};
        }),
      );
      const ids = entries.map((e) => e.id);
      assert.ok(ids.includes('injected-level-three'), 'no injected level-3 entry: the TOC data was not used');
      assert.ok(!ids.includes('injected-level-four'), 'a level-4 entry is listed');
      const real = entries.filter((e) => !e.id.startsWith('injected-'));
      assert.ok(
        real.some((e) => e.tag === 'H2' && !e.nested),
        'no h2 entry',
      );
      assert.ok(
        real.some((e) => e.tag === 'H3' && e.nested),
        'no nested h3 entry',
      );
      for (const e of real) assert.ok(e.tag === 'H2' || e.tag === 'H3', `TOC entry #${e.id} points at ${e.tag}`);
      // Every h2 and h3 of the article is listed.
      const headings = await page
        .locator('article .markdown h2[id], article .markdown h3[id]')
        .evaluateAll((hs) => hs.map((h) => h.id));
      assert.deepEqual(
        real.map((e) => e.id),
        headings,
      );
    } finally {
      await page.close();
    }
  });
});

describe('docs sidebar', () => {
  it('hides with the collapse button and comes back with the expand button', () =>
    withPage('/docs/quickstart', async (page) => {
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      const main = page.locator('main');
      assert.ok(await sidebar.isVisible(), 'sidebar not shown at first');
      const wideBefore = (await main.boundingBox())!.width;
      await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
      await sidebar.waitFor({state: 'hidden'});
      const expand = page.getByRole('button', {name: 'Expand sidebar', exact: true});
      assert.ok(await expand.isVisible(), 'no expand button');
      await until(async () => (await main.boundingBox())!.width > wideBefore + 100, 'the content did not widen');
      await expand.click();
      await sidebar.waitFor({state: 'visible'});
      assert.equal(await page.getByRole('button', {name: 'Expand sidebar', exact: true}).count(), 0);
      await until(
        async () => Math.abs((await main.boundingBox())!.width - wideBefore) < 2,
        'the content did not narrow back',
      );
    }));

  it('keeps categories open when another one opens (no auto-collapse)', () =>
    withPage('/docs/quickstart', async (page) => {
      const caret = (label: string) =>
        page.locator(`nav[aria-label="Docs sidebar"] button.menu__caret[aria-label$="'${label}'"]`);
      const child = (href: string) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${href}"]`);
      const isOpen = async (label: string) => (await caret(label).getAttribute('aria-expanded')) === 'true';
      // Categories start expanded (sidebarCollapsed: false): close two, then open them one after the other.
      for (const label of ['Concepts', 'Tools']) {
        if (await isOpen(label)) await caret(label).click();
        await until(async () => !(await isOpen(label)), `${label} did not close`);
      }
      await child('/docs/concepts/router').waitFor({state: 'hidden'});
      await caret('Concepts').click();
      await child('/docs/concepts/router').waitFor({state: 'visible'});
      await caret('Tools').click();
      await child('/docs/tools/visit').waitFor({state: 'visible'});
      assert.ok(await isOpen('Concepts'), 'Concepts closed when Tools opened');
      assert.ok(await isOpen('Tools'), 'Tools not open');
      assert.ok(await child('/docs/concepts/router').isVisible(), 'Concepts items hidden');
      assert.equal(location(page), '/docs/quickstart', 'toggling a category navigated');
    }));
});

describe('mobile menu (390 px)', () => {
  async function mobile<T>(pathname: string, fn: (page: Page) => Promise<T>): Promise<T> {
    const page = await context.newPage();
    await page.setViewportSize({width: 390, height: 844});
    try {
      await visit(pathname, page);
      return await fn(page);
    } finally {
      await page.close();
    }
  }
  /** What the reader can see: the element is hit at its centre (the menu slides its panels sideways, clipped). */
  const inView = (locator: Locator) =>
    locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
  const shown = (page: Page) =>
    page.locator('nav.navbar').evaluate((n) => n.classList.contains('navbar-sidebar--show'));

  it('the hamburger opens the menu with the navbar items', () =>
    mobile('/', async (page) => {
      const desktopBlog = page.locator('nav.navbar a.navbar__link', {hasText: /^Blog$/}).first();
      assert.ok(!(await desktopBlog.isVisible()), 'desktop items shown');
      const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
      assert.ok(await hamburger.isVisible(), 'no hamburger');
      await hamburger.click();
      const menu = page.locator('.navbar-sidebar');
      await menu.waitFor({state: 'visible'});
      assert.ok(await shown(page));
      for (const label of ['Docs', 'Community', 'Blog']) {
        const item = menu.locator('a.menu__link', {hasText: new RegExp(`^${label}$`)});
        assert.ok(await item.isVisible(), `${label} not in the menu`);
      }
    }));

  it('on a docs page the menu shows the docs sidebar and "← Back to main menu" returns to the main menu', () =>
    mobile('/docs/quickstart', async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await menu.waitFor({state: 'visible'});
      // Both panels stay in the DOM and slide sideways: "shown" means inside the viewport.
      const docsItem = menu.getByRole('link', {name: 'Quickstart', exact: true});
      const mainItem = menu.getByRole('link', {name: 'Community', exact: true});
      const back = menu.getByRole('button', {name: '← Back to main menu'});
      await until(async () => (await inView(docsItem)) && (await inView(back)), 'no docs sidebar and back button');
      assert.ok(!(await inView(mainItem)), 'main menu shown together with the docs sidebar');
      await back.click();
      await until(async () => inView(mainItem), 'main menu not shown after "Back to main menu"');
      assert.ok(await inView(menu.getByRole('link', {name: 'Blog', exact: true})), 'Blog not in the main menu');
      await until(async () => !(await inView(docsItem)), 'docs sidebar still shown');
    }));

  it('closes when the window becomes wide (1200 px)', full, () =>
    mobile('/docs/quickstart', async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
      assert.ok(await shown(page));
      await page.setViewportSize({width: 1200, height: 844});
      await until(async () => !(await shown(page)), 'menu still open at 1200 px');
      assert.ok(!(await page.locator('.navbar-sidebar').isVisible()), 'menu still visible');
      assert.ok(await page.locator('nav[aria-label="Docs sidebar"]').isVisible(), 'desktop sidebar not back');
    }),
  );
});

describe('code highlighting', () => {
  /** Content files, with the route that renders them. */
  function contentFiles(): {file: string; route: string}[] {
    const out: {file: string; route: string}[] = [];
    const walk = (dir: string, toRoute: (rel: string) => string) => {
      if (!fs.existsSync(dir)) return;
      for (const file of globSync('**/*.{md,mdx}', {cwd: dir, absolute: true})) {
        const rel = path.relative(dir, file).replace(/\.mdx?$/, '');
        const slug = /^slug:\s*(\S+)\s*$/m.exec(fs.readFileSync(file, 'utf8').split(/^---\s*$/m)[1] ?? '')?.[1];
        out.push({file, route: toRoute(slug === '/' ? '' : rel)});
      }
    };
    const under = (base: string) => (rel: string) => (rel ? `${base}/${rel}` : base);
    walk(path.join(ROOT, 'docs'), under('/docs/latest'));
    walk(path.join(ROOT, versionDocsDir(STABLE)), under('/docs'));
    walk(path.join(ROOT, 'community'), under('/community'));
    walk(path.join(ROOT, 'blog'), (rel) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(path.basename(rel));
      return m ? `/blog/${m[1]}/${m[2]}/${m[3]}/${m[4]}` : `/blog/${rel}`;
    });
    return out;
  }

  const SPEC_LANGUAGES = ['php', 'toml', 'jsx', 'json'];

  function pagesUsing(language: string): string[] {
    const fence = new RegExp(String.raw`^\s*(\`\`\`|~~~)${language}\b|language=["']${language}["']`, 'm');
    return contentFiles()
      .filter(({file}) => fence.test(fs.readFileSync(file, 'utf8')))
      .map(({route}) => route);
  }

  // The spec's four added languages in `npm test`; every language of the content in the full run.
  const languages = atDepth(['php', 'jsx', 'json', 'bash', 'tsx', 'vue', 'toml'], (l) => SPEC_LANGUAGES.includes(l));
  for (const language of languages) {
    it(`${language} blocks carry Prism tokens`, async (t) => {
      const routes = pagesUsing(language);
      if (routes.length === 0) {
        // Only a language no content uses may be skipped (the grep above fails the test if any page has one).
        t.skip(`no content has a ${language} block`);
        return;
      }
      await withPage(routes[0], async (page) => {
        const blocks = page.locator(`pre.prism-code.language-${language}`);
        const count = await blocks.count();
        assert.ok(count > 0, `${routes[0]}: no ${language} block rendered`);
        // Check the blocks a reader sees: open the other tabs until one of the blocks shows.
        const shown = blocks.filter({visible: true});
        for (const tab of await page.locator('[role="tab"][aria-selected="false"]').all()) {
          if ((await shown.count()) > 0) break;
          if (await tab.isVisible()) await tab.click();
        }
        const tokenised = await shown.evaluateAll((pres) =>
          pres.map((pre) => pre.querySelectorAll('.token:not(.plain):not(.token-line)').length),
        );
        // A one-word command can be all plain text; a loaded grammar tokenises the page's blocks as a whole.
        assert.ok(
          tokenised.some((n) => n > 0),
          `${routes[0]}: none of its ${count} ${language} blocks has a Prism token (grammar not loaded)`,
        );
      });
    });
  }
});
