// Keeps tab groups mounted when hydration ends (keep-mounted, ../../HydrationFlag.tsx): the theme rebuilds them.
import React, {type ReactNode} from 'react';
import Tabs from '@theme-init/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {KeepMounted} from '../../HydrationFlag';

type Props = WrapperProps<typeof TabsType>;

export default function TabsKeptMounted(props: Props): ReactNode {
  return (
    <KeepMounted>
      <Tabs {...props} />
    </KeepMounted>
  );
}
