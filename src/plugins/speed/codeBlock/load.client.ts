/**
 * The code block loaded on first use (`code-on-use`): in the browser bundle this module stands in for ./load.ts (the
 * speed plugin's alias, ../index.ts), so the theme's code block, Prism and the grammars are a chunk of their own that
 * a first page load does not fetch. ../client/loadCodeBlock.ts asks for it when a navigation to another page starts;
 * ../theme/CodeBlock when a block is used (pointed at, touched, focused) or mounts.
 */
import type {ComponentType} from 'react';
import type {Props} from './Highlighted';
import type {CodeBlockLoader} from './loader';

let loaded: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;
const listeners = new Set<() => void>();

const onUse: CodeBlockLoader = {
  current: () => loaded,
  load() {
    loading ??= import(/* webpackChunkName: "code-block" */ './Highlighted').then(
      (module) => {
        loaded = module.default;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed (a new deployment, the network) is asked for again on the next use.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  },
  subscribe(onChange) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};

export default onUse;
