/**
 * Zoom on click for the images of a page's content (README.md here): a client module that loads medium-zoom only on
 * pages that have such images, and the zoom's place above the navbar.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function imageZoomPlugin(): Plugin {
  return {
    name: 'laravext-image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client.ts'), path.join(__dirname, 'zoom.css')];
    },
  };
}
