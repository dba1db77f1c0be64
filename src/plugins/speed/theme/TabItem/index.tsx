// Gives a tab panel's content the real `useIsBrowser()` back, which the Tabs wrapper holds still for the group
// (../../HydrationFlag.tsx), so that what renders differently in the browser does so inside a panel too.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-init/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {RestoreIsBrowser} from '../../HydrationFlag';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWithRealFlag({children, ...props}: Props): ReactNode {
  return (
    <TabItem {...props}>
      <RestoreIsBrowser>{children}</RestoreIsBrowser>
    </TabItem>
  );
}
