/**
 * A proxy in front of the served build that sends one page's HTML in two parts, the way a slow network or a busy
 * server delivers it: the bytes up to a cut, then the rest once the browser has painted the first part
 * (`SIGNAL_FIRST_PAINT`, which the page runs, says so), or after a pause when no paint comes. Every other response
 * passes through whole. For the tests' control it can also take the page's render blocks (`<link rel="expect">`) out
 * of the HTML.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

const PAINTED_PATH = '/__html-in-parts/painted';

/** An init script for the pages that open through the proxy: it tells the proxy when the page first paints. */
export const SIGNAL_FIRST_PAINT = `new PerformanceObserver(function (list) {
  if (list.getEntries().length) fetch(${JSON.stringify(PAINTED_PATH)}).catch(function () {});
}).observe({type: 'paint', buffered: true});`;

const RENDER_BLOCKS = /<link\b[^>]*\brel=["']?expect\b[^>]*>/g;

export interface HtmlInParts {
  /** The proxy's address: open `new URL(path, url)`. */
  url: string;
  /**
   * From now on, `path` comes in two parts, cut at the end of the first match of `cut` in its HTML; the rest goes
   * once the page has painted, or after `pauseMs` without a paint. Returns the text just before the cut, for a test's
   * message; throws when `cut` does not match (the page changed).
   */
  split(path: string, cut: RegExp, options: {pauseMs: number; withoutRenderBlocks?: boolean}): Promise<string>;
  stop(): Promise<void>;
}

export async function startHtmlInParts(upstream: string): Promise<HtmlInParts> {
  let plan: {path: string; cut: RegExp; pauseMs: number; withoutRenderBlocks: boolean} | null = null;
  /** Sends the rest of the page being held, if any. */
  let release = () => {};

  const prepare = (text: string, withoutRenderBlocks: boolean) =>
    Buffer.from(withoutRenderBlocks ? text.replace(RENDER_BLOCKS, '') : text);

  function cutAt(body: Buffer, cut: RegExp): number {
    const match = cut.exec(body.toString('latin1'));
    return match ? match.index + match[0].length : -1;
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const target = new URL(req.url ?? '/', upstream);
      if (target.pathname === PAINTED_PATH) {
        release();
        res.writeHead(204).end();
        return;
      }
      const current = plan?.path === target.pathname ? plan : null;
      const response = await fetch(target, {redirect: 'manual'});
      const headers: Record<string, string> = {};
      // fetch() has decoded the body: its length and encoding are no longer the upstream's.
      response.headers.forEach((value, name) => {
        if (!/^(content-encoding|content-length|transfer-encoding)$/.test(name)) headers[name] = value;
      });
      res.writeHead(response.status, headers);
      if (!current) {
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      const body = prepare(await response.text(), current.withoutRenderBlocks);
      const at = cutAt(body, current.cut);
      res.write(body.subarray(0, at));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, current.pauseMs);
        release = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      release = () => {};
      res.end(body.subarray(at));
    })().catch((error: Error) => {
      res.destroy(error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    async split(path, cut, {pauseMs, withoutRenderBlocks = false}) {
      const body = prepare(await (await fetch(new URL(path, upstream))).text(), withoutRenderBlocks);
      const at = cutAt(body, cut);
      if (at < 0) throw new Error(`${path}: nothing in its HTML matches ${cut}`);
      plan = {path, cut, pauseMs, withoutRenderBlocks};
      return body.subarray(Math.max(0, at - 60), at).toString();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections open: closed here, not after their idle timeout.
        server.closeAllConnections();
      }),
  };
}
