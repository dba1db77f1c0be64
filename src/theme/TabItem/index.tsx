// Wraps the theme's TabItem: its content sees the real `useIsBrowser()` again, which the Tabs wrapper holds still for
// the group (see src/components/HydrationFlag), so the copy and word-wrap buttons of its code blocks appear.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {RestoreIsBrowser} from '@site/src/components/HydrationFlag';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper({children, ...props}: Props): ReactNode {
  return (
    <TabItem {...props}>
      <RestoreIsBrowser>{children}</RestoreIsBrowser>
    </TabItem>
  );
}
