import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {PHONE_SCREEN_QUERY} from './phoneScreen';

/**
 * The part of a long doc page below its first screens (`rehype.ts` puts it in here). A page opened by a link click in
 * the browser (a push, no `#section` to scroll to, no search terms to mark) shows its top at once and renders this
 * part in a transition right after: the reader sees the new title and first screens without waiting for the whole
 * page. Until then a screen-high box holds the footer below the fold. On the server, in hydration, on Back and Forward
 * (where the browser restores a scroll position) and for a link to a section, it renders at once. `phone`: the part
 * of the first screens below a phone's fold, which waits only on a phone's screen.
 */
export default function RestAfterPaint({children, phone = false}: {children: ReactNode; phone?: boolean}): ReactNode {
  const isBrowser = useIsBrowser();
  const {action} = useHistory();
  const {hash, search} = useLocation();
  const [shown, setShown] = useState(
    () =>
      !(
        isBrowser &&
        action === 'PUSH' &&
        !hash &&
        !search &&
        (!phone || window.matchMedia(PHONE_SCREEN_QUERY).matches)
      ),
  );
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : <div data-rest-after-paint="" style={{minHeight: '100vh'}} />;
}
