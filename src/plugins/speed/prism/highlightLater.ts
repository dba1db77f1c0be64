import {createContext} from 'react';

/**
 * True around a code block that mounts in a render of the browser's own (a page reached by a client-side navigation),
 * not in hydration: the slim Prism's `Highlight` (./index.tsx) then renders the code plain first, one token a line,
 * and the colours in a deferred render right after the new page has painted. The lines, their text and the block's
 * frame are the same in both renders; only the token spans inside each line differ. Hydration always renders the
 * colours at once, as the server's HTML has them.
 */
export const HighlightLater = createContext(false);
