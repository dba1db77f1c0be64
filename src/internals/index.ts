/** Every subsystem's rows of the internals registry (types.ts says what the registry is). */
import type {Internals, Reach} from './types';
import {INTERNALS as site} from './site';
import {INTERNALS as theme} from './chrome';
import {INTERNALS as speed} from '../plugins/speed/internals';
import {INTERNALS as hotMdx} from '../plugins/hot-mdx/internals';
import {INTERNALS as frameworkChoice} from '../plugins/framework-choice/internals';
import {INTERNALS as localSearch} from '../plugins/local-search/internals';

export {REQUIREMENTS} from './site';
export type {Internals, Names, Reach, ReachKind, Requirement, SlotNote} from './types';

export const REGISTRY: readonly Internals[] = [site, theme, speed, hotMdx, frameworkChoice, localSearch];

/** Every reach, with the folder whose rows hold it. */
export const REACHES: readonly (Reach & {folder: string})[] = REGISTRY.flatMap((r) =>
  r.reaches.map((reach) => ({...reach, folder: r.folder})),
);
