import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {LINKS, PACKAGIST_REPO_URL, REPO_URL} from './config/site';

/** The docs sidebar, in reading order. Category pages are generated indexes at /docs/category/<name>. */
const sidebars: SidebarsConfig = {
  docs: [
    {type: 'doc', id: 'laravext', label: 'Laravext'},
    {type: 'doc', id: 'before-you-start', label: 'Before you start'},
    {type: 'doc', id: 'quickstart', label: 'Quickstart'},
    {type: 'doc', id: 'configuration', label: 'Configuration'},
    {
      type: 'category',
      label: 'Concepts',
      link: {
        type: 'generated-index',
        title: 'Laravext concepts',
        description:
          'The ideas Laravext is built on: the file router, its file conventions, the page data ' +
          'and the request lifecycle.',
        slug: '/category/concepts',
      },
      items: ['concepts/router', 'concepts/file-conventions', 'concepts/laravext-prop', 'concepts/laravext-lifecycle'],
    },
    {
      type: 'category',
      label: 'Tools',
      link: {
        type: 'generated-index',
        title: 'Laravext tools',
        description: 'Reference for every tool Laravext gives you, on the Laravel side and in the browser.',
        slug: '/category/tools',
      },
      items: [
        'tools/blade-directives',
        'tools/routing',
        'tools/nexus-response',
        'tools/shared-props',
        'tools/head-component',
        'tools/link-component',
        'tools/visit',
        'tools/chrome-extension',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      link: {
        type: 'generated-index',
        title: 'Laravext guides',
        description:
          'Build the parts of a real app: forms and validation, errors during visits, tests, localized routes ' +
          'and deployment.',
        slug: '/category/guides',
      },
      items: ['guides/forms-and-validation', 'guides/errors-during-visits', 'guides/testing', 'guides/localization'],
    },
    {type: 'doc', id: 'server-side-rendering', label: 'Server-side rendering'},
    {type: 'doc', id: 'release-notes', label: 'Release notes'},
    {
      type: 'category',
      label: 'Examples',
      link: {
        type: 'generated-index',
        title: 'Laravext examples',
        description:
          'Complete worked examples of the file conventions, with the Laravel side and the Vue or React side.',
        slug: '/category/examples',
      },
      items: ['examples/page', 'examples/middleware', 'examples/layout'],
    },
    {
      type: 'category',
      label: 'Misc',
      link: {
        type: 'generated-index',
        title: 'Misc',
        description: 'The people behind Laravext and how this documentation is made.',
        slug: '/category/misc',
      },
      items: [{type: 'link', label: 'Contributors', href: '/community/contributors'}, 'misc/about-this-doc'],
    },
    {
      type: 'category',
      label: 'Links',
      link: {
        type: 'generated-index',
        title: 'Links',
        description: 'Where Laravext lives: packages, source code, chat and videos.',
        slug: '/category/links',
      },
      items: [
        {type: 'link', label: 'Discord', href: LINKS.discord},
        {type: 'link', label: 'GitHub (Docs and NPM packages)', href: REPO_URL},
        {type: 'link', label: 'GitHub (Packagist)', href: PACKAGIST_REPO_URL},
        {type: 'link', label: 'YouTube', href: LINKS.youtube},
        {type: 'link', label: 'Packagist', href: LINKS.packagist},
        {type: 'link', label: 'NPM @laravext/react', href: LINKS.npmReact},
        {type: 'link', label: 'NPM @laravext/vue3', href: LINKS.npmVue},
        {type: 'link', label: 'Buy me a coffee', href: LINKS.coffee},
      ],
    },
  ],
};

export default sidebars;
