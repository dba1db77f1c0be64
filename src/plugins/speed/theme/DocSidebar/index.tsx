// Wraps the docs sidebar so that, on a phone, the copy in the closed menu follows a navigation after the new page.
/**
 * `mobile-sidebar-after-paint`. On a phone's screen the theme renders the docs sidebar inside the navbar's menu, closed
 * until the reader opens it, and a navigation renders every one of its items again (each item takes the new path to
 * mark the active one) in the same task as the new page. Here, on a phone only, the sidebar gets the new path through
 * `useDeferredValue`: React shows the new page first and updates the closed menu in a render of its own right after.
 * On a wider screen the sidebar is in view and gets the path at once. A theme wraps another theme's component through
 * `@theme-init` (`@theme-original` would be this file itself).
 */
import React, {useDeferredValue, type ReactNode} from 'react';
import DocSidebar from '@theme-init/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useWindowSize} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof DocSidebarType>;

export default function DocSidebarWrapper(props: Props): ReactNode {
  const deferredPath = useDeferredValue(props.path);
  const phone = useWindowSize() === 'mobile';
  return <DocSidebar {...props} path={phone ? deferredPath : props.path} />;
}
