import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMIT_BYTES } from '../config';
import { HttpError, apiErrorBody } from '../http-error';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';
import { toValidationErrors } from '../validation/validation-messages';
import { noteForRequestLine } from './request-log';

/** Serves the site's 404 page for a browser GET; returns false when it does not apply. */
export type PageNotFoundHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean>;

/** Messages for Fastify's own client errors; anything unlisted gets the reason phrase. */
const FRAMEWORK_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the request body',
  FST_ERR_BAD_URL: 'The request URL is malformed',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'Content-Encoding must be gzip, deflate or br',
  FST_CP_ERR_INVALID_CONTENT: 'Request body could not be decompressed',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Every error leaves as the SPEC §3 object. 4xx messages are chosen here, not copied from the
 * thrown error; 5xx always says the same generic thing and the details go to the log only.
 * Must be installed before routes are registered: routes keep the handler current at that time.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error says something about this request only; nothing may keep it.
    reply.header('cache-control', 'no-store');
    if (error.validation) {
      const language = messageLanguage(request.headers);
      const fields = toValidationErrors(error.validation, error.validationContext, language);
      // Field names are not logged: unknown ones are chosen by the client and could be anything.
      noteForRequestLine(request, 'request failed validation', { part: error.validationContext });
      return reply
        .code(400)
        .send(apiErrorBody(400, API_MESSAGES[language].validationFailed, fields));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(apiErrorBody(error.statusCode, error.message, error.validationErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      noteForRequestLine(request, 'client error', { code: error.code });
      return reply
        .code(status)
        .send(apiErrorBody(status, clientMessage(error, status, request, reply)));
    }
    request.log.error({ err: error }, 'request failed');
    const safeStatus = status === 503 ? 503 : 500;
    return reply
      .code(safeStatus)
      .send(apiErrorBody(safeStatus, 'An unexpected error occurred. Please try again later.'));
  });
}

/**
 * Errors Fastify raises before routing (malformed URL, over-long parameter) bypass the error
 * handler; this is passed as the `frameworkErrors` server option so they get the object too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.header('cache-control', 'no-store');
  noteForRequestLine(request, 'client error', { code: error.code });
  void reply.code(status).send(apiErrorBody(status, clientMessage(error, status, request, reply)));
}

/** Unknown API paths (and every non-GET) get the error object; browsers get the site's 404 page. */
export function installNotFoundHandler(
  app: FastifyInstance,
  pageNotFound: PageNotFoundHandler | undefined,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (pageNotFound && (await pageNotFound(request, reply))) return reply;
    return reply.code(404).header('cache-control', 'no-store').send(apiErrorBody(404, 'Not found'));
  });
}

function clientMessage(
  error: FastifyError,
  status: number,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  if (status === 429) {
    // The one 4xx a visitor of the contact form can meet: worded in the page's language.
    const retryAfter = reply.getHeader('retry-after');
    return API_MESSAGES[messageLanguage(request.headers)].tooManyRequests(String(retryAfter ?? 60));
  }
  if (error.code && FRAMEWORK_ERROR_MESSAGES[error.code])
    return FRAMEWORK_ERROR_MESSAGES[error.code] as string;
  // JSON.parse failures reach us as a SyntaxError carrying status 400.
  if (status === 400 && error instanceof SyntaxError) return 'Request body is not valid JSON';
  return apiErrorBody(status, '').error;
}
