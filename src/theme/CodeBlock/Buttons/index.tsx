// Wraps the code block's buttons: they render in the browser only, so they need the real `useIsBrowser()`, which
// `src/theme/CodeBlock` holds still for the block around them (see HydrationFlag).
import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {RestoreIsBrowser} from '@site/src/components/HydrationFlag';

type Props = WrapperProps<typeof ButtonsType>;

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  return (
    <RestoreIsBrowser>
      <Buttons {...props} />
    </RestoreIsBrowser>
  );
}
