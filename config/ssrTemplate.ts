/**
 * The HTML template of every built page (Docusaurus's documented `ssrTemplate` option). It is Docusaurus's default
 * template with one change: a Content-Security-Policy `<meta>` first in `<head>`, before any script, so that the policy
 * covers every script of the page on hosts that send no headers (GitHub Pages). The build cannot know the hashes of the
 * inline scripts while it renders, so the tag carries `CSP_PLACEHOLDER` and `scripts/postbuild.ts` fills in the policy
 * once every page is written (and fails the build if a page lacks the tag).
 *
 * `it.scripts` lists the page's own chunks next to the runtime and main bundle thanks to
 * the core patch in patches/ (core asked for them by module path, the manifest knows chunk names), so they
 * download alongside main.js instead of one round trip after it.
 */
export const CSP_PLACEHOLDER = '__LARAVEXT_CSP__';

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
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
