import { domainToASCII } from 'node:url';
import { asciiEmailAddressWith } from '../../content/email-address';

/**
 * The address with its domain in ASCII, as mail systems carry it; undefined when it is no
 * deliverable address. Umlaut domains were refused before, turning away real customers;
 * over-long local parts and labels were accepted (issue 18). Rules: src/content/email-address.ts.
 */
export function asciiEmailAddress(address: string): string | undefined {
  return asciiEmailAddressWith(address, domainToASCII);
}

/** The ajv `email` format: anything asciiEmailAddress can carry. */
export const isEmailAddress = (address: string): boolean =>
  asciiEmailAddress(address) !== undefined;
