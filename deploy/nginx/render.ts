/**
 * Renders a runnable nginx configuration from deploy/nginx/*.conf: the production server block on `port`,
 * plus (for tests) a second server on `wrongBasePort` that serves the build under /wrong/ only, like a site
 * deployed with the wrong base URL.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RenderOptions {
  /** Folder for the rendered config, pid, logs and temp files. */
  workDir: string;
  buildDir: string;
  port: number;
  wrongBasePort?: number;
}

const HERE = __dirname;
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export function renderNginxConfig({workDir, buildDir, port, wrongBasePort}: RenderOptions): string {
  const hasBrotli = fs.existsSync(BROTLI_MODULE);
  const generated = path.join(HERE, 'generated');
  const headersPath = path.join(workDir, 'headers.conf');
  fs.mkdirSync(workDir, {recursive: true});
  fs.writeFileSync(
    headersPath,
    fs.readFileSync(path.join(HERE, 'headers.conf'), 'utf8').replace(/__GENERATED__/g, generated),
  );
  let site = fs
    .readFileSync(path.join(HERE, 'laravext.conf'), 'utf8')
    .replace(/__LISTEN__/g, `127.0.0.1:${port}`)
    .replace(/__ROOT__/g, buildDir)
    .replace(/__HEADERS__/g, headersPath)
    .replace(/__ASSET_HEADERS__/g, path.join(HERE, 'asset-headers.conf'));
  if (!hasBrotli) site = site.replace(/# brotli-start[\s\S]*?# brotli-end/, '');
  const wrongBase = wrongBasePort
    ? `
    server {
        listen 127.0.0.1:${wrongBasePort};
        root ${workDir}/empty;
        location /wrong/ {
            alias ${buildDir}/;
            try_files $uri $uri.html $uri/index.html =404;
        }
    }`
    : '';
  fs.mkdirSync(path.join(workDir, 'empty'), {recursive: true});
  const conf = `
${hasBrotli ? `load_module ${BROTLI_MODULE};\nload_module ${BROTLI_MODULE.replace('filter', 'static')};` : ''}
worker_processes 1;
daemon off;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    include ${path.join(HERE, 'mime.conf')};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${workDir}/tmp-body;
    proxy_temp_path ${workDir}/tmp-proxy;
    fastcgi_temp_path ${workDir}/tmp-fastcgi;
    uwsgi_temp_path ${workDir}/tmp-uwsgi;
    scgi_temp_path ${workDir}/tmp-scgi;
${site}
${wrongBase}
}
`;
  const file = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}
