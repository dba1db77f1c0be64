// Wraps the MDX component map so every page can use the framework tabs and FrameworkOnly without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import FrameworkTabs from '@site/src/components/FrameworkTabs';
import FrameworkOnly from '@site/src/components/FrameworkOnly';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  FrameworkTabs,
  FrameworkOnly,
};
