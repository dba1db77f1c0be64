import type {Navbar} from '@docusaurus/theme-common';
import {REPO_URL} from './site';

/** Navbar: Docs on the left; versions (docs pages only), Community, Blog, GitHub and search on the right. */
const navbar: Navbar = {
  title: 'Laravext',
  // The navbar stays: hidden on scroll, it also hid when a link to a heading opened a page, once React started, after
  // the heading had been painted under it (and without JavaScript it covered the heading for good).
  hideOnScroll: false,
  logo: {
    alt: 'Laravext logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', docId: 'laravext', label: 'Docs', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right'},
    {to: '/community', label: 'Community', position: 'right', activeBaseRegex: '^/community'},
    {to: '/blog', label: 'Blog', position: 'right'},
    {
      href: REPO_URL,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Laravext on GitHub',
      label: 'GitHub',
    },
    {type: 'search', position: 'right'},
  ],
};

export default navbar;
