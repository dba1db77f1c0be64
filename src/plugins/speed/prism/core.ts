// Prism's core, set up for grammar files to find (they register themselves on a global `Prism`).
import './manual';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: unknown}).Prism = Prism;

export default Prism;
