import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import announcementBar from './config/announcementBar';
import footer from './config/footer';
import navbar from './config/navbar';
import {beforeDefaultRehypePlugins, communityOptions, docsOptions, recmaPlugins, remarkPlugins} from './config/docs';
import {CURRENT} from './config/versions';
import {CONTENT_INSTANCES, VERSIONED_COPY} from './config/content';
import {BLOG_PATH, BLOG_TITLE, REPO_URL, SITE_URL} from './config/site';
import {IS_DEV_SERVER} from './config/devServer';
import {SPEED_ON, SPEED_OPTIONS} from './config/speed';
import {parseFrontMatter} from './config/frontMatter';
import codeBlocks from './src/plugins/code-blocks';
import contentChecks from './src/plugins/content-checks';
import docsCategories from './src/plugins/docs-categories';
import frameworkChoice from './src/plugins/framework-choice';
import imageZoom from './src/plugins/image-zoom';
import llmsTxt from './src/plugins/llms-txt';
import socialCards from './src/plugins/social-cards';
import speed from './src/plugins/speed';
import localSearch from './src/plugins/local-search';
import {FULL_TEXT_CONTEXT, FULL_TEXT_LABEL} from './src/plugins/local-search/constants';

const TAGLINE = 'File-based routing for Vue and React pages, inside your Laravel app.';

const searchOptions = {
  hashed: 'filename',
  indexDocs: true,
  // Community pages are indexed as pages so that every docs version's index contains them.
  docsRouteBasePath: ['docs'],
  docsDir: ['docs'],
  indexBlog: true,
  blogRouteBasePath: ['blog'],
  indexPages: true,
  language: ['en'],
  searchResultLimits: 10,
  searchResultContextMaxLength: 60,
  fuzzyMatchingDistance: 1,
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  docsPluginIdForPreferredVersion: 'default',
  // The full text has a context of its own, which no page lives under: the /search page reads it, the navbar search
  // reads the quick index (src/plugins/local-search).
  searchContextByPaths: [{label: FULL_TEXT_LABEL, path: FULL_TEXT_CONTEXT}],
  // Not indexed, in this order: the yarn, pnpm and bun forms of each npm command (the npm form is indexed), then the
  // labels of tab lists ("Vue React", "npm Yarn pnpm Bun" on every tab group).
  ignoreCssSelectors: [
    '.tabs-container:has(> [role="tablist"] > li:contains("Yarn")) [role="tabpanel"]:not(:first-child)',
    '[role="tablist"]',
  ],
} satisfies Partial<SearchOptions>;

const config = {
  title: 'Laravext',
  tagline: TAGLINE,
  titleDelimiter: '|',
  // The brand mark, which the navbar has already loaded, is the tab's icon: the page fetches no icon of its own.
  // Browsers without SVG icons take favicon.ico (headTags); its size keeps Chromium choosing the SVG.
  favicon: 'img/logo.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'ArthurYdalgo',
  projectName: 'laravext',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: true,
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}}},
  markdown: {
    format: 'detect',
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS) and the v4 behaviours, except storage namespacing: the plain
    // storage keys (`theme`, `docusaurus.announcement.*`, `docs-preferred-version-*`) are the ones readers hold.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },
  headTags: [
    {tagName: 'link', attributes: {rel: 'icon', href: '/favicon.ico', sizes: '32x32'}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', sizes: '180x180', href: '/img/apple-touch-icon.png'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#1b1b1d'}},
  ],
  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: {
          path: 'blog',
          routeBasePath: BLOG_PATH.slice(1),
          blogTitle: BLOG_TITLE,
          blogDescription: 'Releases, tools and news about Laravext, from its maintainer.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          showReadingTime: true,
          showLastUpdateTime: false,
          editUrl: `${REPO_URL}/edit/main/docs/`,
          remarkPlugins,
          beforeDefaultRehypePlugins,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            title: BLOG_TITLE,
            description: 'Releases, tools and news about Laravext, from its maintainer.',
            copyright: `Copyright © 2024 Arthur Ydalgo and contributors.`,
            xslt: false,
          },
        },
        pages: {remarkPlugins, beforeDefaultRehypePlugins, recmaPlugins},
        theme: {customCss: ['./src/css/custom.css', './src/css/drawn-icons.css']},
        sitemap: {lastmod: 'date', changefreq: null, priority: null, ignorePatterns: ['/search', '/404.html']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-content-docs', communityOptions],
    [docsCategories, {docsPluginId: 'default'}],
    // Code blocks highlighted by the build: the token colours and the MDX `code` component (the rehype plugin is in
    // config/docs.ts).
    codeBlocks,
    // The reader's framework choice: the framework tabs, and the choice (and a stale announcement dismissal) applied
    // before the first paint.
    frameworkChoice,
    // Zoom on click for content images; medium-zoom loads only on pages that have them.
    imageZoom,
    // Work for the production build only (postBuild): left out of the dev server (config/devServer.ts).
    !IS_DEV_SERVER && [llmsTxt, {docsPluginId: 'default', indexVersion: CURRENT}],
    !IS_DEV_SERVER && socialCards,
    // Dev server only: content mistakes Docusaurus reports in the terminal alone, and stale stable copies, shown on
    // the open page.
    IS_DEV_SERVER && [contentChecks, {instances: CONTENT_INSTANCES, copy: VERSIONED_COPY}],
    // Everything that exists only for speed (src/plugins/speed/README.md). Without this line the site is stock
    // Docusaurus, as it is with LARAVEXT_SPEED=off (config/speed.ts, the config's one switch).
    SPEED_ON && [speed, SPEED_OPTIONS],
  ],
  themes: [[localSearch, searchOptions]],
  clientModules: ['./src/clientModules/legacyHashRoutes.ts'],
  themeConfig: {
    image: 'img/social/default.png',
    metadata: [
      // Defaults for pages that set no description of their own (blog tags and authors, search, not found).
      {name: 'description', content: TAGLINE},
      {property: 'og:description', content: TAGLINE},
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@laravext_dev'},
      {name: 'keywords', content: 'Laravel, Vue, React, file-based routing, Inertia, Next.js, PHP'},
    ],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
