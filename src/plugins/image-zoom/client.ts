/**
 * Zoom on click for images and diagrams in content. medium-zoom is loaded only on pages that have such images,
 * so it costs nothing on the first load of other pages.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';

const SELECTOR = '.markdown img';
let zoom: Zoom | null = null;

function backgroundColour(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-color').trim() || '#1b1b1d';
}

async function zoomImages(): Promise<void> {
  zoom?.detach();
  const images = document.querySelectorAll<HTMLImageElement>(SELECTOR);
  if (images.length === 0) return;
  const {default: mediumZoom} = await import('medium-zoom');
  if (!zoom) {
    zoom = mediumZoom({margin: 24});
    // The reader may switch the colour mode while reading: the overlay takes the page's colour as each zoom opens.
    zoom.on('open', () => zoom?.update({background: backgroundColour()}));
  }
  zoom.attach(images);
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    // Wait a frame so the new page's images are in the DOM.
    window.requestAnimationFrame(() => void zoomImages());
  },
};

export default imageZoom;
