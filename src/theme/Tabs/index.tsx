// Wraps the theme's Tabs so that tab groups are not rebuilt when hydration ends (see HydrationFlag).
import React, {type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {KeepMounted} from '@site/src/components/HydrationFlag';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  // Switch `keep-mounted` (config/mechanisms.ts).
  if (typeof __LARAVEXT_WITHOUT_KEEP_MOUNTED__ !== 'undefined' && __LARAVEXT_WITHOUT_KEEP_MOUNTED__)
    return <Tabs {...props} />;
  return (
    <KeepMounted>
      <Tabs {...props} />
    </KeepMounted>
  );
}
