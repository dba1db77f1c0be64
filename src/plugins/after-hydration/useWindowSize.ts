/**
 * Stands in for theme-common's `useWindowSize` (see index.ts). Same contract: 'ssr' until the page has hydrated, then
 * 'desktop' or 'mobile' (the breakpoint Infima uses). The first measurement is applied in a transition; later ones
 * (the reader resizing the window) at once, as before.
 */
import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DESKTOP_BREAKPOINT = 996;

const measure = (breakpoint: number): WindowSize => (window.innerWidth > breakpoint ? 'desktop' : 'mobile');

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(measure(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
