import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {DEFAULT_FRAMEWORK, FRAMEWORK_GROUP} from '@site/src/constants/tabGroups';

/**
 * Vue/React tabs that share one group across the site: the reader's choice applies to every page,
 * is remembered, and can be linked with `?framework=react`.
 */
export default function FrameworkTabs({children}: {children: ReactNode}): ReactNode {
  return (
    <Tabs groupId={FRAMEWORK_GROUP} queryString defaultValue={DEFAULT_FRAMEWORK}>
      {children as never}
    </Tabs>
  );
}
