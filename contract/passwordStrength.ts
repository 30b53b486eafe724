import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './onboarding';

// The common dictionary (leaked passwords, diceware words) only: the English word lists would add
// 600 kB gzipped to the create-password page, which people open on phones over slow connections.
const zxcvbn = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
});

/**
 * A password's strength from 0 to 100 (zxcvbn's score of 0-4, times 25), so that the browser's
 * strength bar and the server's check agree. Outside 8 to 64 characters it is at most 25.
 */
export function passwordStrength(password: string): number {
  const score = zxcvbn.check(password.slice(0, PASSWORD_MAX_LENGTH)).score * 25;
  const hasValidLength =
    password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  return hasValidLength ? score : Math.min(score, 25);
}
