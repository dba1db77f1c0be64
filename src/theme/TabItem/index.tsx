// Wraps the theme's TabItem: a tab panel's content sees the real `useIsBrowser()` again once the panel has been shown
// (see HydrationFlag).
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';
import {RestoreIsBrowser} from '@site/src/components/HydrationFlag';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  const {selectedValue} = useTabs();
  return (
    <RestoreIsBrowser whenShown={props.value === selectedValue}>
      <TabItem {...props} />
    </RestoreIsBrowser>
  );
}
