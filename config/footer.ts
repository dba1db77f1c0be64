import type {Footer} from '@docusaurus/theme-common';
import {LINKS, PACKAGIST_REPO_URL, REPO_URL} from './site';

/** Footer: the three link groups of the spec (Links, Participate, More). */
const footer: Footer = {
  style: 'dark',
  logo: {alt: 'Laravext logo', src: 'img/logo.svg', width: 48, height: 48, href: '/'},
  links: [
    {
      title: 'Links',
      items: [
        {label: 'Packagist', href: LINKS.packagist},
        {label: 'NPM @laravext/react', href: LINKS.npmReact},
        {label: 'NPM @laravext/vue3', href: LINKS.npmVue},
      ],
    },
    {
      title: 'Participate',
      items: [
        {label: 'GitHub (Docs and NPM packages)', href: REPO_URL},
        {label: 'GitHub (Packagist)', href: PACKAGIST_REPO_URL},
        {label: 'Discord', href: LINKS.discord},
        {label: 'Twitter/X', href: LINKS.twitter},
        {label: 'YouTube', href: LINKS.youtube},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Buy me a coffee', href: LINKS.coffee},
        {label: 'Community', to: '/community'},
        {label: 'Blog', to: '/blog'},
      ],
    },
  ],
  copyright: `Laravext is MIT-licensed. © ${new Date().getFullYear()} Arthur Ydalgo and contributors.`,
};

export default footer;
