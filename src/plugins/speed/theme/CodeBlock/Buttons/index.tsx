// Gives the code block's buttons the real `useIsBrowser()`: they render in the browser only, and the CodeBlock wrapper
// holds the flag still for the block around them (../../../HydrationFlag.tsx).
import React, {type ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {RestoreIsBrowser} from '../../../HydrationFlag';

type Props = WrapperProps<typeof ButtonsType>;

export default function CodeBlockButtonsWithRealFlag(props: Props): ReactNode {
  return (
    <RestoreIsBrowser>
      <Buttons {...props} />
    </RestoreIsBrowser>
  );
}
