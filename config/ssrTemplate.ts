import {isOn} from './mechanisms';
import {RUN_AFTER_FIRST_PAINT, SCRIPT_LINK_ATTRIBUTE} from './pageScripts';

/**
 * The HTML template of every built page (Docusaurus's documented `ssrTemplate` option). It is Docusaurus's default
 * template with two changes:
 *
 * - A Content-Security-Policy `<meta>` first in `<head>`, before any script, so that the policy covers every script of
 *   the page on hosts that send no headers (GitHub Pages). The build cannot know the hashes of the inline scripts while
 *   it renders, so the tag carries `CSP_PLACEHOLDER` and `scripts/postbuild.ts` fills in the policy once every page is
 *   written (and fails the build if a page lacks the tag).
 * - The page's scripts are preload links that an inline script runs once the page has painted (config/pageScripts.ts),
 *   instead of deferred scripts. `it.scripts` lists the page's own chunks too, thanks to
 *   patches/@docusaurus+core+3.10.2.patch (core asked for them by module path, the manifest knows chunk names).
 */
export const CSP_PLACEHOLDER = '__LARAVEXT_CSP__';

/** Without the `page-scripts` mechanism (the benchmark's A/B mode), core's deferred scripts, as it writes them. */
const SCRIPT_TAG = isOn('page-scripts')
  ? `<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" ${SCRIPT_LINK_ATTRIBUTE}>`
  : '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const RUNNER = isOn('page-scripts') ? `    <% if (it.scripts.length) { %><script>${RUN_AFTER_FIRST_PAINT}</script><% } %>\n` : '';

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="Content-Security-Policy" content="${CSP_PLACEHOLDER}">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      ${SCRIPT_TAG}
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
${RUNNER}  </body>
</html>
`;
