import { STATUS_CODES } from 'node:http';
import { API_MESSAGES, type MessageLanguage } from './validation/client-messages';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validationErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The SPEC §3 error object. */
export interface ApiErrorBody {
  message: string;
  status: number;
  timestamp: string;
  error: string;
  validationErrors?: Record<string, string>;
}

export function apiErrorBody(
  status: number,
  message: string,
  validationErrors?: Record<string, string>,
): ApiErrorBody {
  return {
    message,
    status,
    timestamp: new Date().toISOString(),
    error: STATUS_CODES[status] ?? 'Error',
    ...(validationErrors ? { validationErrors } : {}),
  };
}

export function validationFailed(
  validationErrors: Record<string, string>,
  language: MessageLanguage = 'en',
): HttpError {
  return new HttpError(400, API_MESSAGES[language].validationFailed, validationErrors);
}
