/**
 * Rasterises the cards in short-lived worker threads, a few at a time. Each resvg render holds native memory (the
 * 1200×630 RGBA pixels, 3 MB, and the parsed fonts) that V8 does not count, so it is freed only by a garbage
 * collection that a build with room to spare rarely runs: rendered in the build's own thread, the cards stayed in
 * memory on top of everything bundling and SSG had left (about 85 MB of the build's peak for 170 cards). A worker's
 * native objects are freed when it exits.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {ResvgRenderOptions} from '@resvg/resvg-js';

/** One card: the SVG to rasterise and the PNG file to write. */
export interface CardJob {
  svg: string;
  file: string;
}

/** Cards per worker: small enough to keep a worker's memory to a few dozen MB, large enough to start few workers. */
const CARDS_PER_WORKER = 10;

// Plain CommonJS, run with `eval`: the worker needs no loader for TypeScript.
const WORKER_SOURCE = `
const fs = require('node:fs');
const {workerData} = require('node:worker_threads');
const {Resvg} = require(workerData.resvg);
for (const {svg, file} of workerData.jobs) {
  fs.writeFileSync(file, new Resvg(svg, workerData.options).render().asPng());
}
`;

function runWorker(data: {resvg: string; jobs: CardJob[]; options: ResvgRenderOptions}): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {eval: true, workerData: data});
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`social cards: a card worker exited with code ${code}`));
    });
  });
}

/** Renders every card to its file, one worker after the other. */
export async function renderCards(jobs: readonly CardJob[], options: ResvgRenderOptions): Promise<void> {
  const resvg = createRequire(path.join(process.cwd(), 'package.json')).resolve('@resvg/resvg-js');
  for (let i = 0; i < jobs.length; i += CARDS_PER_WORKER) {
    await runWorker({resvg, jobs: jobs.slice(i, i + CARDS_PER_WORKER), options});
  }
}
