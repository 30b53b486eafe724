import type { TranslateFunction } from 'react-admin';
/**
 * The server's reasons for invalid input (9001) that carry a value, as zod and the contract word
 * them, each with the key of its text in zabuni.validationReasonPatterns and the names of what it
 * carries. Fixed reasons are looked up whole in zabuni.validationReasons.
 */
const patterns: [RegExp, string, string[]][] = [
  [/^Too small: expected string to have >=(\d+) characters?$/, 'atLeastCharacters', ['n']],
  [/^At least (\d+) characters?$/, 'atLeastCharacters', ['n']],
  [/^Name must have at least (\d+) characters?$/, 'atLeastCharacters', ['n']],
  [/^Too big: expected string to have <=(\d+) characters?$/, 'atMostCharacters', ['n']],
  [/^At most (\d+) characters?$/, 'atMostCharacters', ['n']],
  [/^Name must have at most (\d+) characters?$/, 'atMostCharacters', ['n']],
  [/^Too small: expected string to have exactly (\d+) characters?$/, 'exactlyCharacters', ['n']],
  [/^Too small: expected number to be >=(\S+)$/, 'atLeast', ['n']],
  [/^At least (\S+)$/, 'atLeast', ['n']],
  [/^Too small: expected number to be >(\S+)$/, 'moreThan', ['n']],
  [/^Too big: expected number to be <=(\S+)$/, 'atMost', ['n']],
  [/^At most (\S+)$/, 'atMost', ['n']],
  [/^Too big: expected number to be <(\S+)$/, 'lessThan', ['n']],
  [/^Too big: expected array to have <=(\d+) items?$/, 'atMostItems', ['n']],
  [/^Too small: expected array to have >=(\d+) items?$/, 'atLeastItems', ['n']],
  [/^Invalid input: expected \w+, received (?:undefined|null)$/, 'required', []],
  [/^Invalid input: expected (?:int|number), received \w+$/, 'notANumber', []],
  [/^Invalid input: expected \w+, received \w+$/, 'wrongKind', []],
  [/^Invalid option: expected one of (.+)$/, 'oneOf', ['options']],
  [/^Unrecognized keys?: (.+)$/, 'unknownField', ['names']],
  [/^Invalid (?:email address|ISO date|UUID|URL)$/, 'wrongForm', []],
  [/^Invalid string: must match pattern .+$/, 'wrongForm', []],
];

const MISSING = '\u0000';

/**
 * A reason of the server in the user's language: a fixed reason by its own text, a reason that
 * carries a value by its pattern with the value kept; else as the server said it.
 */
export function translateReason(reason: string, translate: TranslateFunction): string {
  // A key holding a dot would be read as a path: such reasons are only matched by pattern.
  if (!reason.includes('.')) {
    const whole = translate(`zabuni.validationReasons.${reason}`, { _: MISSING });
    if (whole !== MISSING) return whole;
  }
  for (const [pattern, key, names] of patterns) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return translate(`zabuni.validationReasonPatterns.${key}`, { ...values, _: reason });
  }
  return reason;
}
