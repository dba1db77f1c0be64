// Wraps the skip link so that the focus stays on the main content. The theme focuses <main> through a temporary
// tabindex that it removes at once; current Chromium then drops the focus to <body> (focus fixup), so screen readers
// lose their place. Here the tabindex stays until the main content loses the focus.
import React, {type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof SkipToContentType>;

function keepFocusOnTarget(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof Element) || !event.target.closest(`a[href="#${SkipToContentFallbackId}"]`)) return;
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: false});
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    // `display: contents`: the wrapper only catches the link's click (after the theme's own handler), it adds no box.
    /* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the click
       bubbles up from the skip link, a real link, which Enter activates with a click too: a key handler here would
       handle the keyboard twice, and the wrapper itself is not interactive. */
    <div style={{display: 'contents'}} onClick={keepFocusOnTarget}>
      <SkipToContent {...props} />
    </div>
    /* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */
  );
}
