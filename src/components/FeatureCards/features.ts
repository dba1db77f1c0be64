export interface Feature {
  title: string;
  description: string;
  to: string;
}

/** The home page's feature cards, each with the page that explains it. */
export const FEATURES: Feature[] = [
  {
    title: 'Monolithic',
    description:
      'Your Vue or React front end lives inside the Laravel app and builds with Vite. ' +
      'No separate front-end project, no API to keep in sync.',
    to: '/docs/quickstart',
  },
  {
    title: 'File-based routing',
    description:
      'Folders under resources/js/nexus become URLs, with Laravel-style {parameters}, route groups, layouts, ' +
      'middleware and error files, much like Next.js.',
    to: '/docs/concepts/router',
  },
  {
    title: 'Server-side rendering',
    description:
      'Render pages in Node or Bun for SEO, or skip the extra process and serve Blade skeletons ' +
      'that the page replaces when it mounts.',
    to: '/docs/server-side-rendering',
  },
  {
    title: 'Inertia-style responses',
    description:
      'Return nexus()->withProps([...])->render() from a route or controller, share props with every page, ' +
      'and set the title from PHP.',
    to: '/docs/tools/nexus-response',
  },
  {
    title: 'Fast client navigation',
    description:
      'Link and visit fetch the next page as JSON and swap it in place, with a progress bar ' +
      'and history that works with back and forward.',
    to: '/docs/tools/link-component',
  },
  {
    title: 'Strands in Blade',
    description:
      'Mount standalone Vue or React components anywhere in a Blade view with @strand, passing PHP data as props.',
    to: '/docs/tools/blade-directives',
  },
];
