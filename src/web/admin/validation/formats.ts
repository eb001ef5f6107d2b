import { asciiEmailAddressWith } from '../../../content/email-address';

/** The browser's IDNA conversion: the URL parser; '' for a domain it refuses. */
function domainToAscii(domain: string): string {
  if (domain === '' || /[/?#@:\\\s]/.test(domain)) return '';
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return '';
  }
}

/**
 * The formats the admin screens' validators use (scripts/admin-validators-plugin.ts names this
 * module in the generated code): the same `email` rule as the server's.
 */
export const formats = {
  email: (address: string): boolean => asciiEmailAddressWith(address, domainToAscii) !== undefined,
};
