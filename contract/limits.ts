/**
 * Input rules shared by the browser forms and the server, so both refuse the same input. Apart from
 * the schemas (contract/validation.ts) so that a browser chunk needing a limit does not carry zod.
 */
export const NAME_MAX_LENGTH = 120;

export const MAX_PAGE_SIZE = 500;
/** The app-service lists the home page reads ask for 10000 rows at once. */
export const APP_MAX_PAGE_SIZE = 10_000;
/** Lists the spec reads whole (no paging variables) stop here, so one call cannot exhaust memory. */
export const WHOLE_LIST_MAX_ROWS = 5000;
/**
 * Rows a page holds when the client does not say (Spring-paged lists, the history feed): the one
 * default of server and browser. The SDL's `PageableParamInput.size` default repeats it.
 */
export const DEFAULT_PAGE_SIZE = 25;
/** The app service's list input (AppPageInput.pageSize) when the client does not say, as its spec has it. */
export const APP_DEFAULT_PAGE_SIZE = 10;

/** What a refused phone number is told (contract/phoneNumbers.ts normalises it). */
export const PHONE_RULE = 'A phone number such as +255712345678 or 0712345678';
export const TIN_RULE = 'A TIN has 9 digits';

/** A TIN's nine digits (123-456-789 and 123 456 789 are 123456789), or undefined. */
export function normalisedTin(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^[0-9]{9}$/.test(digits) ? digits : undefined;
}
