// The site chrome's reaches into Docusaurus internals (src/theme), and the theme slots it wraps or owns that its
// theme does not mark safe: data for the guard (tests/unit/internals.test.ts) and for notes/INTERNALS.md.
import type {Internals} from './types';

export const INTERNALS: Internals = {
  folder: 'src/theme',
  reaches: [
    {
      id: 'announcement bar early-hide attribute',
      kind: 'bug',
      reliesOn:
        "theme-classic's inline script sets `data-announcement-bar-initially-dismissed` from " +
        '`docusaurus.announcement.dismiss`; theme-common resets a dismissal stored for another id when React ' +
        "starts; core puts a preset's themes' body tags before the site's plugins'.",
      why:
        'A dismissal of an older announcement hid the new one until React started, which pushed the page down 30 ' +
        "px. The framework-choice plugin's script resets it first; the bar's own component lifts the hide if it " +
        'happens anyway.',
      onUpgrade:
        "If the attribute, the keys, the reset, the place of the theme's script or the order of tags changed, " +
        'update the script and the component.',
      usedBy: ['src/theme/AnnouncementBar/Content/index.tsx', 'src/plugins/framework-choice/script.ts'],
      files: [],
      names: [
        {
          file: '@docusaurus/theme-classic/lib/inlineScripts.js',
          includes: [
            "'data-announcement-bar-initially-dismissed'",
            'docusaurus.announcement.dismiss',
            "return localStorage.getItem('${AnnouncementBarDismissStorageKey}') === 'true';",
          ],
        },
        // The theme's script is in <body> (preBodyTags), and the framework-choice plugin's right after it: a preset's
        // themes inject their tags before the site's own plugins.
        {
          file: '@docusaurus/theme-classic/lib/index.js',
          includes: ['preBodyTags: [', 'getAnnouncementBarInlineScript)({ siteStorage })'],
        },
        {
          file: '@docusaurus/core/lib/server/plugins/configs.js',
          includes: [
            [
              '...preset.themes,',
              '        // Site config should be the highest priority.',
              '        ...standalonePlugins,',
            ].join('\n'),
          ],
        },
        // When React starts, a dismissal stored for another id is reset (what the framework-choice script does
        // earlier).
        {
          file: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
          includes: [
            "createStorageSlot('docusaurus.announcement.dismiss')",
            "createStorageSlot('docusaurus.announcement.id')",
            'const isNewAnnouncement = id !== viewedId;',
            'setDismissedInStorage(false);',
          ],
        },
      ],
    },
  ],
  slots: [
    {
      slot: 'AnnouncementBar/Content',
      why:
        'The announcement is a component with a client-side link; it shows the bar again when a new announcement ' +
        'replaces a dismissed one.',
    },
    {
      slot: 'BlogArchivePage',
      why: "The archive's title is part of `<main>` (no second banner landmark), and its years are h2 under the h1.",
    },
    {
      slot: 'BlogPostItems',
      why: "The blog's list pages get their h1, which the theme leaves out, and the feed links under it.",
    },
    {
      slot: 'DocCategoryGeneratedIndexPage',
      why: 'On Latest, a canonical URL pointing at the stable `/docs` twin of the category page.',
    },
    {
      slot: 'DocItem/Content',
      why: 'The Copy page toolbar above product doc pages (the speed plugin wraps the slot too).',
    },
    {slot: 'DocItem/Footer', why: 'Was this page helpful? under the edit link and the last-updated date.'},
    {
      slot: 'DocItem/Metadata',
      why: "Each page's social card; on Latest pages, a canonical URL pointing at the stable twin.",
    },
    {slot: 'DocVersionBanner', why: 'Latest pages say what that version is and link the stable page.'},
    {slot: 'Layout', why: 'A page that asks for it (the search page) gets its content in a `<main>` landmark.'},
    {
      slot: 'MDXComponents',
      why:
        'The framework tabs and `Tabs` in every MDX file without imports. An object, not a component: spreading it ' +
        'is the documented pattern.',
    },
    {slot: 'NavbarItem/DocsVersionDropdownNavbarItem', why: 'The version dropdown shows on product docs pages only.'},
    {
      slot: 'NotFound/Content',
      why: 'A 404 that helps: the same page in the other docs version, a search box, the main sections.',
    },
    {slot: 'TOC', why: 'The desktop table of contents is a `nav` landmark named On this page.'},
  ],
};
