/** The client error object of SPEC §3: what every failed call of the site's API turns into. */
export interface ApiError {
  message: string;
  status: number;
  timestamp: string;
  error?: string;
  validationErrors?: Record<string, string>;
  /**
   * True when `message` came from our API's error object (a body with a message and a numeric
   * status, SPEC §3), not from the network layer, a default, or some other JSON on the way (a
   * proxy's or gateway's page). Only such a message is meant for the visitor (decision 086).
   */
  messageFromServer: boolean;
}

/** Thrown by the API client; carries the mapped error object. */
export class ApiRequestError extends Error {
  readonly details: ApiError;

  constructor(details: ApiError) {
    super(details.message);
    this.name = 'ApiRequestError';
    this.details = details;
  }
}

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export interface FailedCall {
  /** Parsed JSON body of the answer, if there was one. */
  body?: unknown;
  /** HTTP status, if an answer arrived at all. */
  status?: number;
  /** Message of the network-level failure (fetch error, timeout, bad status). */
  transportMessage?: string;
  now?: Date;
}

/**
 * SPEC §8 client error mapping: message from the body, else the transport message, else
 * "An error occurred"; status from the response, else 500; timestamp from the body, else now;
 * validationErrors kept.
 */
export function toApiError({
  body,
  status,
  transportMessage,
  now = new Date(),
}: FailedCall): ApiError {
  const fields = isRecord(body) ? body : {};
  const bodyMessage = nonEmptyString(fields.message);
  const mapped: ApiError = {
    message: bodyMessage ?? nonEmptyString(transportMessage) ?? DEFAULT_ERROR_MESSAGE,
    status: status ?? 500,
    timestamp: nonEmptyString(fields.timestamp) ?? now.toISOString(),
    messageFromServer: bodyMessage !== undefined && typeof fields.status === 'number',
  };
  const error = nonEmptyString(fields.error);
  if (error) mapped.error = error;
  const validationErrors = stringMap(fields.validationErrors);
  if (validationErrors) mapped.validationErrors = validationErrors;
  return mapped;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Keeps only field -> text entries; anything else in the map is not something we can show. */
function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
