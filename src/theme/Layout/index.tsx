// Wraps the theme's Layout: a page that asks for it (MainLandmarkContext) gets its content in a <main> landmark.
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useMainLandmark} from '@site/src/components/MainLandmark';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const inMain = useMainLandmark();
  return <Layout {...props}>{inMain ? <main>{children}</main> : children}</Layout>;
}
