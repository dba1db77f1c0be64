import type {ComponentType} from 'react';
import type {Props} from './Highlighted';

/** Where `../theme/CodeBlock` gets the code block (./Highlighted.tsx) from. */
export interface CodeBlockLoader {
  /** The component, once it is there (at once where it is bundled with the page). */
  current: () => ComponentType<Props> | undefined;
  /** Loads it (once; again after a failure) and resolves when it is there. */
  load: () => Promise<ComponentType<Props>>;
  /** Calls `onChange` when `current()` changes; returns the unsubscribe function. */
  subscribe: (onChange: () => void) => () => void;
}
