/**
 * The rules of a deliverable e-mail address, shared by the server (ajv `email` format) and the
 * admin screens' client-side check. Pure: the caller brings the IDNA conversion of its platform
 * (node:url's domainToASCII on the server, the URL parser in the browser).
 */

/** RFC 5321 limits: local part 64 octets, a domain label 63, the domain 253, the path 254. */
const LOCAL_MAX = 64;
const LABEL_MAX = 63;
const DOMAIN_MAX = 253;
const ADDRESS_MAX = 254;

/** Dot-atom local part (what every mail system accepts; quoted local parts are refused). */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;

/**
 * The address with its domain in ASCII (IDNA punycode: "müller.de" -> "xn--mller-kva.de"), as
 * mail systems carry it; undefined when it is no deliverable address. `domainToAscii` answers ''
 * for a domain it cannot convert.
 */
export function asciiEmailAddressWith(
  address: string,
  domainToAscii: (domain: string) => string,
): string | undefined {
  const at = address.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = address.slice(0, at);
  const domain = domainToAscii(address.slice(at + 1));
  if (local.length > LOCAL_MAX || !LOCAL_PART.test(local)) return undefined;
  if (domain === '' || domain.length > DOMAIN_MAX) return undefined;
  const labels = domain.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1] as string)) return undefined;
  if (!labels.every((label) => label.length <= LABEL_MAX && LABEL.test(label))) return undefined;
  const ascii = `${local}@${domain}`;
  return ascii.length <= ADDRESS_MAX ? ascii : undefined;
}
