// Wraps the doc content: the "Copy page" toolbar above the title of a product doc page.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // Markdown twins exist for the product docs (every version), not for the community pages.
  const hasTwin = useDocsVersion().pluginId === 'default';
  return (
    <>
      {hasTwin ? <CopyPageButton permalink={metadata.permalink} /> : null}
      <Content {...props} />
    </>
  );
}
