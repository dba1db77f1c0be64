// Wraps the theme's TabItem: a panel nobody has opened stays server HTML, not hydrated, until it is first shown
// (see src/components/ServerHtml); once shown, its content sees the real `useIsBrowser()` again (see HydrationFlag).
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';
import {RestoreIsBrowser} from '@site/src/components/HydrationFlag';
import {ServerHtmlUntilShown} from '@site/src/components/ServerHtml';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper({children, ...props}: Props): ReactNode {
  const {selectedValue} = useTabs();
  return (
    <TabItem {...props}>
      <ServerHtmlUntilShown shown={props.value === selectedValue}>
        <RestoreIsBrowser>{children}</RestoreIsBrowser>
      </ServerHtmlUntilShown>
    </TabItem>
  );
}
