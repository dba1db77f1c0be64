// Prism's core and grammar files, imported one by one (./prism.ts). The core is the `prismjs` API.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
declare module 'prismjs/components/prism-*';
