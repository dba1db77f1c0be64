import React, {Children, cloneElement, isValidElement, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import FrameworkLabel from '@site/src/components/FrameworkLabel';
import {DEFAULT_FRAMEWORK, FRAMEWORK_GROUP, isFramework} from '@site/src/constants/tabGroups';
import {useFrameworkAttribute} from './useFrameworkAttribute';
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

/**
 * Marks a framework's tab and panel (the theme's documented `attributes` and `className` props) for the CSS that shows
 * the chosen framework from the first paint (styles.module.css), and puts the caption readers without JavaScript see
 * first in the panel.
 */
function markFrameworkItem(child: ReactNode): ReactNode {
  if (!isValidElement<TabItemProps>(child) || !isFramework(child.props.value)) return child;
  const framework = child.props.value;
  const {className, attributes, children} = child.props;
  return cloneElement(
    child,
    {
      className: clsx(className, styles.panel, styles[`${framework}Panel`]),
      attributes: {
        ...attributes,
        className: clsx(attributes?.className as string | undefined, styles[`${framework}Tab`]),
      },
    },
    <FrameworkLabel framework={framework} className={styles.panelLabel} />,
    children,
  );
}

/**
 * Vue/React tabs that share one group across the site: the reader's choice applies to every page,
 * is remembered, and can be linked with `?framework=react`. The chosen framework shows from the first paint, before
 * React starts (`<html data-framework>`, src/plugins/first-paint); without JavaScript both show, each captioned.
 */
export default function FrameworkTabs({children}: {children: ReactNode}): ReactNode {
  useFrameworkAttribute();
  return (
    // `display: contents`: the wrapper only listens for keys, it adds no box. The keys come from the theme's tabs, real
    // `role="tab"` elements inside it, as they bubble; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hears key events bubbling from the tabs
    <div style={{display: 'contents'}} onKeyDown={selectFocusedTab}>
      <Tabs groupId={FRAMEWORK_GROUP} queryString defaultValue={DEFAULT_FRAMEWORK} className={styles.tabList}>
        {Children.map(children, markFrameworkItem) as never}
      </Tabs>
    </div>
  );
}
