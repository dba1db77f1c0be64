// Wraps the theme's TabItem: a tab panel's content sees the real `useIsBrowser()` again (see HydrationFlag).
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {RestoreIsBrowser} from '@site/src/components/HydrationFlag';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <RestoreIsBrowser>
      <TabItem {...props} />
    </RestoreIsBrowser>
  );
}
