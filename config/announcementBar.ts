import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * The announcement bar. A new announcement gets a new `id`: readers who dismissed the old one see the new one. The
 * browser tests read it from here, not from docusaurus.config.ts, which loads every plugin.
 */
const announcementBar = {
  id: 'starter-kits-2025',
  content: 'Laravext starter kits for Vue and React: Laravel 13, PHP 8.3 or later.',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];

export default announcementBar;
