// The navbar item types the site's config uses, not all nine the theme maps (`navbar-item-types`): the others, and
// what only they import (the locale dropdown and its icon), leave main.js. The theme marks this slot safe to replace
// ("can be ejected to add custom navbar item types"); tests/unit/speed-plugin.test.ts checks that every item of
// config/navbar.ts has its type here.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type ComponentTypesType from '@theme/NavbarItem/ComponentTypes';

type Types = Partial<typeof ComponentTypesType>;

/** What the config uses: `default` (links), `dropdown` (also what `docsVersionDropdown` renders), `doc`, `search`. */
export const USED_TYPES: Types = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

// Switch `navbar-item-types` off: the theme's map, all nine (the bundler leaves out the branch not taken, and with it
// the require).
const ComponentTypes: Types = __LARAVEXT_NAVBAR_ITEM_TYPES__
  ? USED_TYPES
  : // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would be bundled in both cases
    (require('@theme-init/NavbarItem/ComponentTypes') as {default: Types}).default;

export default ComponentTypes;
