/**
 * The server's text for a duplicate (response code 9003) that names the clashing fields, one word
 * each ("A record with the same code already exists"). It is machine-readable by this one format:
 * the browser reads the fields back to name them in the user's language (decision 86).
 */
const duplicatePattern = /^A record with the same ([a-z]+(?: and [a-z]+)*) already exists$/;

export const duplicateText = (fields: string[]): string =>
  `A record with the same ${fields.join(' and ')} already exists`;

/** The clashing fields a duplicate's text names, or undefined for any other text. */
export const duplicateFieldsOf = (message: string): string[] | undefined =>
  duplicatePattern.exec(message)?.[1].split(' and ');
