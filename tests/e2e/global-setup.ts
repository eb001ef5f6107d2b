import type { FullConfig } from '@playwright/test';
import { portOfSmtpUrl, startSmtpPeer } from './support/smtp-peer';

/**
 * Starts the SMTP peer the web server mails to (its SMTP_URL), so contact-form submissions are
 * really delivered over SMTP during the run. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const smtpUrl = config.webServer?.env?.SMTP_URL;
  if (!smtpUrl) return undefined;
  return startSmtpPeer(portOfSmtpUrl(smtpUrl));
}
