// Wraps the MDX component map so every page can use Tabs and TabItem without imports, and tables scroll by keyboard.
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

/**
 * Markdown tables scroll sideways when they do not fit (Infima makes them `overflow: auto`): focusable, so the keyboard
 * can scroll them (axe's `scrollable-region-focusable`).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (above)
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
  Tabs,
  TabItem,
};
