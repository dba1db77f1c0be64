import React, {type KeyboardEvent, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {DEFAULT_FRAMEWORK, FRAMEWORK_GROUP} from '@site/src/constants/tabGroups';

/**
 * The theme's arrow keys only move the focus between tabs, and Space does nothing. The panels show at once, so the
 * framework tab that receives the focus is selected too (automatic activation, WAI-ARIA tabs pattern).
 */
function selectFocusedTab(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const tab = document.activeElement;
  const ownTabList = event.currentTarget.querySelector('[role="tablist"]');
  if (!(tab instanceof HTMLElement) || tab.getAttribute('role') !== 'tab' || tab.parentElement !== ownTabList) return;
  if (tab.getAttribute('aria-selected') !== 'true') tab.click();
}

/**
 * Vue/React tabs that share one group across the site: the reader's choice applies to every page,
 * is remembered, and can be linked with `?framework=react`.
 */
export default function FrameworkTabs({children}: {children: ReactNode}): ReactNode {
  return (
    // `display: contents`: the wrapper only listens for keys, it adds no box. The keys come from the theme's tabs, real
    // `role="tab"` elements inside it, as they bubble; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hears key events bubbling from the tabs
    <div style={{display: 'contents'}} onKeyDown={selectFocusedTab}>
      <Tabs groupId={FRAMEWORK_GROUP} queryString defaultValue={DEFAULT_FRAMEWORK}>
        {children as never}
      </Tabs>
    </div>
  );
}
