// Wraps the MDX component map so every page can use the framework tabs and FrameworkOnly without imports.
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import MDXCode from '@theme/MDXComponents/Code';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import FrameworkTabs from '@site/src/components/FrameworkTabs';
import FrameworkOnly from '@site/src/components/FrameworkOnly';

/**
 * Markdown tables scroll sideways when they do not fit (Infima makes them `overflow: auto`): focusable, so the keyboard
 * can scroll them (axe's `scrollable-region-focusable`).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (above)
  return <table tabIndex={0} {...props} />;
}

/**
 * A code sample renders again only when its text or language changes. Its props are strings, so when the page around
 * it renders again (a framework tab chosen, a dev-server edit of the page's prose) its hundreds of token elements are
 * left as they are.
 */
const Code = memo(MDXCode);

export default {
  ...MDXComponents,
  code: Code,
  table: Table,
  Tabs,
  TabItem,
  FrameworkTabs,
  FrameworkOnly,
};
