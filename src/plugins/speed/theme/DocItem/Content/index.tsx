// Wraps the doc content so that the page body renders only when the page changes (`stable-page-body`).
/**
 * At the start of every navigation the router renders the page on screen again (its route props are new objects)
 * while the next one loads: without this wrapper, that render went through every block, heading and code span of the
 * body, for nothing. The page's MDX component is rendered through a memo that renders again only for another page.
 * A theme wraps another theme's component through `@theme-init` (`@theme-original` would be this file itself); the
 * site's own wrapper of this slot (src/theme/DocItem/Content) wraps this one.
 */
import React, {isValidElement, memo, type ComponentType, type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

const PageBody = memo(function PageBody({Body}: {Body: ComponentType}): ReactNode {
  return <Body />;
});
// Names the component in React's developer tools (and for tests/browser/long-pages.test.ts) in the minified build.
PageBody.displayName = 'PageBody';

/** `<MDXComponent />` as DocItem passes it (no props), else the children as they are. */
function stableBody(children: ReactNode): ReactNode {
  if (!isValidElement(children) || typeof children.type === 'string') return children;
  if (Object.keys(children.props as object).length > 0) return children;
  return <PageBody Body={children.type as ComponentType} />;
}

export default function DocItemContentWrapper({children, ...props}: Props): ReactNode {
  return <Content {...props}>{stableBody(children)}</Content>;
}
