// Wraps the doc content: the "Copy page" toolbar above the title, and a body that renders only when the page changes.
import React, {isValidElement, memo, type ComponentType, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/**
 * The page's MDX component, rendered again only when it is another page's. At the start of every navigation the
 * router renders the page on screen again (its route props are new objects) while the next one loads: without this,
 * that render went through every block, heading and code span of the body, for nothing.
 */
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
  const {metadata} = useDoc();
  // Markdown twins exist for the product docs (every version), not for the community pages.
  const hasTwin = useDocsVersion().pluginId === 'default';
  return (
    <>
      {hasTwin ? <CopyPageButton permalink={metadata.permalink} /> : null}
      <Content {...props}>{stableBody(children)}</Content>
    </>
  );
}
