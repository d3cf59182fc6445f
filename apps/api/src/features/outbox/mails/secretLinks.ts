// Links that act for whoever holds them (a password reset's token): the Outbox shows them masked, so an admin cannot
// take over the account a mail was written to. The mail SMTP sends still carries them whole.

/** The value of a `token` parameter of any link, in the HTML part (`&amp;`) and in the plain-text part alike. */
const SECRET_PARAMETER = /([?&](?:amp;)?token=)[^&"'\s<>)\]]+/gi;

export const MASKED_SECRET = '••••••••';

export function maskSecretLinks(body: string): string {
  return body.replace(SECRET_PARAMETER, `$1${MASKED_SECRET}`);
}
