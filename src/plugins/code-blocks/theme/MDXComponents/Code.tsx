// Own component: the build highlights fenced code (../../rehype.ts); no page needs the theme's code block.
import React, {type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import CodeBlock from '../../CodeBlock';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<code>` in MDX: inline code, or a block of several lines written as JSX (a fenced block never comes here), which
 * gets the site's code block, as plain text.
 */
export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  const parts = React.Children.toArray(props.children);
  const text = parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
  if (text === undefined || !text.includes('\n')) return <CodeInline {...props} />;
  const language = /\blanguage-(\S+)/.exec(props.className ?? '')?.[1];
  const html = text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `<span class="token-line">${escape(line)}<br></span>`)
    .join('');
  return <CodeBlock html={html} language={language} />;
}
