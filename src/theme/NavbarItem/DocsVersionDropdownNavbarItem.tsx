// Wraps the version dropdown so it shows on product docs pages only (not on the home page, blog, community or a 404).
import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DOCS_CATEGORIES_PLUGIN, type CategoryPages} from '@site/src/constants/docsCategories';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {activeVersion, activeDoc} = useActiveDocContext(props.docsPluginId ?? 'default');
  // A doc page, or one of the generated category pages. Unknown /docs/... URLs get the not-found page and no
  // dropdown, exactly as the static 404.html is rendered (so hydration matches).
  const {permalinks} = usePluginData(DOCS_CATEGORIES_PLUGIN) as CategoryPages;
  const isCategoryPage = !!activeVersion && permalinks.includes(pathname.replace(/\/$/, ''));
  if (!activeDoc && !isCategoryPage) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
