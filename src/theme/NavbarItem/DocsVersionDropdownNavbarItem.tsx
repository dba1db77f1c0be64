// Wraps the version dropdown so it shows on product docs pages only (not on the home page, blog or community).
import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const activePlugin = useActivePlugin({failfast: false});
  const pluginId = props.docsPluginId ?? 'default';
  if (activePlugin?.pluginId !== pluginId) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
