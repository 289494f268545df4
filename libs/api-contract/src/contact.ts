// The contact form's limits and e-mail pattern, apart from the request schemas: the contact page reads them without
// loading the schema library.

export const CONTACT_LIMITS = { name: 100, email: 254, messageMin: 10, messageMax: 5_000 } as const;

/**
 * An e-mail address and nothing else: a local part, `@`, and a domain of letters, digits and hyphens with a top-level
 * name of two letters or more. The local part leaves out `?`, `&`, `=`, `#` and `%`, which a `mailto:` link would read
 * as the start of a query (a copy to someone, a body) or a fragment: the admin's reply link opens a message to the
 * sender alone.
 * @example
 * new RegExp(CONTACT_EMAIL_PATTERN).test('ada.lovelace+calc@example.co.uk'); // true
 * new RegExp(CONTACT_EMAIL_PATTERN).test('a@b.co?cc=someone@example.com'); // false
 */
export const CONTACT_EMAIL_PATTERN =
  "^[A-Za-z0-9.!$'*+/^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";
