import type { IncomingHttpHeaders } from 'node:http';
import { germanFirst } from '../site/language-negotiation';

/** The languages the API words its 4xx messages in. */
export type MessageLanguage = 'de' | 'en';

/**
 * The contact form shows the server's validation and 4xx messages to the visitor (SPEC §8), and
 * sends its page's language as Accept-Language. German when the first accepted language starts
 * with "de"; English otherwise, and for API clients that send none.
 */
export function messageLanguage(headers: IncomingHttpHeaders): MessageLanguage {
  return germanFirst(headers['accept-language']) === true ? 'de' : 'en';
}

/** Every message a client can read in a 4xx answer, per language. Never echoes submitted values. */
export interface ClientMessages {
  validationFailed: string;
  required: string;
  notAllowedField: string;
  jsonObject: string;
  list: string;
  wholeNumber: string;
  trueOrFalse: string;
  ofType: (type: string) => string;
  email: string;
  id: string;
  ofFormat: (format: string) => string;
  notEmpty: string;
  minLength: (limit: string) => string;
  maxLength: (limit: string) => string;
  notBlank: string;
  invisibleCharacters: string;
  nulCharacter: string;
  minimum: (limit: string) => string;
  maximum: (limit: string) => string;
  oneOf: (values: string) => string;
  atLeastOneField: string;
  invalid: string;
  unknownTopic: string;
  tooManyRequests: (seconds: string) => string;
  wrongAdminToken: string;
  crossSite: string;
  duplicateTopic: string;
  topicHasWaitingMails: (count: number) => string;
}

const english: ClientMessages = {
  validationFailed: 'Validation failed',
  required: 'is required',
  notAllowedField: 'is not an allowed field',
  jsonObject: 'must be a JSON object',
  list: 'must be a list',
  wholeNumber: 'must be a whole number',
  trueOrFalse: 'must be true or false',
  ofType: (type) => `must be a ${type}`,
  email: 'must be a valid e-mail address',
  id: 'must be a valid id',
  ofFormat: (format) => `must be a valid ${format}`,
  notEmpty: 'must not be empty',
  minLength: (limit) => `must be at least ${limit} characters`,
  maxLength: (limit) => `must be at most ${limit} characters`,
  notBlank: 'must not be blank or contain control characters',
  invisibleCharacters:
    'must not contain invisible, text-direction or line-separator characters (one line of visible text)',
  nulCharacter: 'must not contain the character U+0000 (NUL)',
  minimum: (limit) => `must be at least ${limit}`,
  maximum: (limit) => `must be at most ${limit}`,
  oneOf: (values) => `must be one of: ${values}`,
  atLeastOneField: 'must contain at least one field',
  invalid: 'is invalid',
  unknownTopic: 'must be one of the topics offered by the contact form',
  tooManyRequests: (seconds) => `Too many requests; try again in ${seconds} seconds`,
  wrongAdminToken: 'This token is not valid',
  crossSite: 'Refused: this change did not come from a page of this site',
  duplicateTopic: 'Another recipient already has this topic',
  topicHasWaitingMails: (count) =>
    `${count} ${count === 1 ? 'mail for this topic is' : 'mails for this topic are'} still waiting to be sent; deactivate the recipient instead, or delete it once they are sent`,
};

const german: ClientMessages = {
  validationFailed: 'Die Eingaben sind ungültig',
  required: 'ist erforderlich',
  notAllowedField: 'ist kein erlaubtes Feld',
  jsonObject: 'muss ein JSON-Objekt sein',
  list: 'muss eine Liste sein',
  wholeNumber: 'muss eine ganze Zahl sein',
  trueOrFalse: 'muss true oder false sein',
  ofType: (type) => `muss vom Typ ${type} sein`,
  email: 'muss eine gültige E-Mail-Adresse sein',
  id: 'muss eine gültige ID sein',
  ofFormat: (format) => `muss ein gültiges Format haben (${format})`,
  notEmpty: 'darf nicht leer sein',
  minLength: (limit) => `muss mindestens ${limit} Zeichen lang sein`,
  maxLength: (limit) => `darf höchstens ${limit} Zeichen lang sein`,
  notBlank: 'darf nicht nur aus Leerzeichen bestehen oder Steuerzeichen enthalten',
  invisibleCharacters:
    'darf keine unsichtbaren Zeichen, Textrichtungs- oder Zeilentrennzeichen enthalten (nur sichtbarer Text)',
  nulCharacter: 'darf das Zeichen U+0000 (NUL) nicht enthalten',
  minimum: (limit) => `muss mindestens ${limit} sein`,
  maximum: (limit) => `darf höchstens ${limit} sein`,
  oneOf: (values) => `muss einer dieser Werte sein: ${values}`,
  atLeastOneField: 'muss mindestens ein Feld enthalten',
  invalid: 'ist ungültig',
  unknownTopic: 'muss eines der Themen sein, die das Kontaktformular anbietet',
  tooManyRequests: (seconds) =>
    `Zu viele Anfragen; bitte versuchen Sie es in ${seconds} Sekunden erneut`,
  wrongAdminToken: 'Dieses Token ist nicht gültig',
  crossSite: 'Abgelehnt: Diese Änderung kam nicht von einer Seite dieser Website',
  duplicateTopic: 'Ein anderer Empfänger hat dieses Thema schon',
  topicHasWaitingMails: (count) =>
    `${count} ${count === 1 ? 'Mail zu diesem Thema wartet' : 'Mails zu diesem Thema warten'} noch auf den Versand; deaktivieren Sie den Empfänger stattdessen oder löschen Sie ihn, sobald sie versandt sind`,
};

export const API_MESSAGES: Record<MessageLanguage, ClientMessages> = { de: german, en: english };
