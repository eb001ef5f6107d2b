/**
 * Build phase 3 (run by scripts/build.ts, one process per shard): prerender every shard-th page.
 * `node --import tsx scripts/build/pages.ts <outDir> <shard> <shards>`. Shard 0 also writes the
 * site-data files. Separate processes keep each one's memory to what one page set needs and let
 * two cores render at once (issue 26).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteDataSource } from '../../src/content/node/site-data-source';
import { prerenderSite } from '../prerender/prerender-site';
import { meterPhase } from './phase-meter';

const outDir = resolve(process.argv[2] ?? 'dist');
const shard = Number(process.argv[3] ?? 0);
const shards = Number(process.argv[4] ?? 1);

const meter = meterPhase(`prerender-${shard + 1}/${shards}`);
const entry = (await import(
  pathToFileURL(resolve(outDir, 'ssr/entry-prerender.js')).href
)) as Parameters<typeof prerenderSite>[0];
const source = createSiteDataSource(resolve('.'), { hashSharedTexts: true });
const written = await prerenderSite(entry, resolve(outDir, 'client'), source, { shard, shards });
meter.done(`(${written} pages)`);
