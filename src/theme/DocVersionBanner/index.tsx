// Wraps the version banner: pages of the current version ("Latest (<stable>)") get a notice with a link to
// their stable twin.
import React, {type ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import VersionNotice from '@site/src/components/VersionNotice';

type Props = WrapperProps<typeof DocVersionBannerType>;

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  if (version.pluginId === 'default' && version.version === 'current') return <VersionNotice />;
  return <DocVersionBanner {...props} />;
}
