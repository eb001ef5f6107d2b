import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { apiErrorBody } from '../http-error';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** Node's parser errors that deserve their own status; every other one is a 400. */
const STATUS_BY_CODE: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request was not received in time' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};

/**
 * Requests that Node's HTTP parser refuses (a Content-Length that does not match the body,
 * a malformed request line, a request that took longer than REQUEST_TIMEOUT) never reach Fastify;
 * Fastify's default answer is its own body without our headers. This answers them with the
 * SPEC §3 error object and the security headers, then closes the connection.
 */
export function clientErrorHandler(headers: Record<string, string>): ClientErrorHandler {
  return function (this: { log: { debug: (obj: object, msg: string) => void } }, error, socket) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    // A reset connection has nobody left to answer.
    if (code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = STATUS_BY_CODE[code] ?? {
      status: 400,
      message: 'The request could not be read as HTTP',
    };
    this.log.debug({ code, status }, 'client error');
    writeRaw(socket, status, headers, JSON.stringify(apiErrorBody(status, message)));
    socket.destroy();
  };
}

function writeRaw(
  socket: Socket,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  if (!socket.writable) return;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
