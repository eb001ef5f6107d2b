import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';

/** The real server (`node --import tsx src/server/main.ts`, as in production) as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Pid of the node process running main.ts (it logs it). */
  serverPid: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Signals the whole process group (the server and anything it started). */
  kill(signal: NodeJS.Signals): void;
  /** Signals only the server, as an orchestrator would. */
  signalServer(signal: NodeJS.Signals): void;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: {
    /** Called with the child right after spawning: its worker may act before it listens. */
    onSpawn?: (child: ChildProcess) => void;
  } = {},
): Promise<ServerProcess> {
  // One node process with tsx as a loader: quicker to start than the npx and tsx CLIs.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<{ port: number; serverPid: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = () => {
      const line = output
        .split('\n')
        .find((l) => l.includes('Server listening at http://127.0.0.1:'));
      if (line) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        const parsed = JSON.parse(line) as { pid: number; msg: string };
        resolve({ port: Number(/:(\d+)$/.exec(parsed.msg)?.[1]), serverPid: parsed.pid });
      }
    };
    child.stdout?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited during start:\n${output}`));
    });
  });
  let port: number;
  let serverPid: number;
  try {
    ({ port, serverPid } = await started);
  } catch (error) {
    // Never leave a half-started server behind.
    if (child.pid !== undefined) signalIfAlive(-child.pid, 'SIGKILL');
    throw error;
  }
  return {
    child,
    port,
    serverPid,
    output: () => output,
    exited,
    kill(signal) {
      if (child.pid !== undefined) signalIfAlive(-child.pid, signal);
    },
    signalServer(signal) {
      signalIfAlive(serverPid, signal);
    },
  };
}

function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export interface HttpResult {
  status: number;
  body: string;
}

/** One request on its own connection (no keep-alive races while a server shuts down). */
export function request(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
