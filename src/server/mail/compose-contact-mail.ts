import type { SendMailOptions } from 'nodemailer';
import type { ContactFormRow } from '../db/tables';

/**
 * The mail a recipient gets for one submission. Reply-To is the visitor so "reply" just works;
 * the Message-ID is derived from the submission id so a rare re-send after a crash can be
 * recognised as the same message by the receiving mail system.
 */
export function composeContactMail(row: ContactFormRow, from: string): SendMailOptions {
  return {
    from,
    to: row.recipient_email,
    replyTo: { name: row.name, address: row.email },
    subject: `Contact form: ${row.topic}`,
    messageId: `<contact-form-${row.id}@contact-form.invalid>`,
    headers: { 'X-Contact-Form-Id': row.id },
    date: new Date(row.created_at),
    text: [
      `Topic: ${row.topic}`,
      `Name: ${row.name}`,
      `E-mail: ${row.email}`,
      `Received: ${row.created_at}`,
      '',
      row.message,
      '',
    ].join('\n'),
  };
}
