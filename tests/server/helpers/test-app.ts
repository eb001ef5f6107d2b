import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { BuildAppOptions } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/config';
import type { DatabaseTarget } from './databases';
import { tempDir, testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  dir: string;
  close(): Promise<void>;
}

/** Builds the real app on an isolated database of the given kind; close() removes everything. */
export async function startTestApp(
  target: DatabaseTarget,
  overrides: Partial<ServerConfig> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const { dir, cleanup } = tempDir();
  const database = await target.create(dir);
  const config = testConfig(dir, { database: database.config, ...overrides });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await database.drop();
      cleanup();
    },
  };
}
