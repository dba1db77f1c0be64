// Gives every MDX page FrameworkTabs and FrameworkOnly without imports: the classic theme's MDX components and ours.
import MDXComponents from '@theme-init/MDXComponents';
import FrameworkTabs from '../components/FrameworkTabs';
import FrameworkOnly from '../components/FrameworkOnly';

export default {
  ...MDXComponents,
  FrameworkTabs,
  FrameworkOnly,
};
