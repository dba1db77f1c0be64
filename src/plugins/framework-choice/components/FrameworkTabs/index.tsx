import React, {Children, cloneElement, isValidElement, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import FrameworkLabel from '../FrameworkLabel';
import {DEFAULT_FRAMEWORK, FRAMEWORK_GROUP, FRAMEWORKS, type Framework} from '../../tabGroups';
import styles from './styles.module.css';

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

/** Each framework's tab (the theme's `attributes`) and panel (`className`) get its class (styles.module.css). */
const CLASSES: Record<Framework, {tab: string; panel: string}> = {
  vue: {tab: styles.vueTab, panel: styles.vuePanel},
  react: {tab: styles.reactTab, panel: styles.reactPanel},
};

/**
 * The framework items first, in the order of `FRAMEWORKS` (Vue, then React), each with its framework's classes and the
 * caption readers without JavaScript see first in its panel.
 */
function frameworkItems(children: ReactNode): ReactNode[] {
  const items = Children.toArray(children).filter((child) => isValidElement<TabItemProps>(child));
  const ordered = FRAMEWORKS.flatMap((framework) =>
    items
      .filter((item) => item.props.value === framework)
      .map((item) =>
        cloneElement(
          item,
          {
            className: clsx(item.props.className, CLASSES[framework].panel),
            attributes: {
              ...item.props.attributes,
              className: clsx(item.props.attributes?.className as string | undefined, CLASSES[framework].tab),
            },
          },
          <FrameworkLabel framework={framework} className={styles.caption} />,
          item.props.children,
        ),
      ),
  );
  // Anything else (the content check rejects it) still shows, after them.
  return [...ordered, ...items.filter((item) => !(FRAMEWORKS as readonly unknown[]).includes(item.props.value))];
}

/**
 * Vue/React tabs that share one group across the site: the reader's choice applies to every page, is remembered, and
 * can be linked with `?framework=react`. The chosen framework shows from the first paint: until React has hydrated,
 * CSS shows what `<html data-framework>` names (the plugin's inline script), and the tabs' state agrees with it by the
 * time hydration ends. Without JavaScript both show, each captioned.
 */
export default function FrameworkTabs({children}: {children: ReactNode}): ReactNode {
  return (
    // `display: contents`: the wrapper only listens for keys, it adds no box. The keys come from the theme's tabs, real
    // `role="tab"` elements inside it, as they bubble; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hears key events bubbling from the tabs
    <div style={{display: 'contents'}} onKeyDown={selectFocusedTab}>
      <Tabs groupId={FRAMEWORK_GROUP} queryString defaultValue={DEFAULT_FRAMEWORK} className={styles.tabs}>
        {frameworkItems(children) as never}
      </Tabs>
    </div>
  );
}
