// Replaces the not-found text with a page that helps: the same page in the other docs version, a search box and the
// main sections.
import React, {type ReactNode} from 'react';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContent(): ReactNode {
  return <NotFoundHelp />;
}
