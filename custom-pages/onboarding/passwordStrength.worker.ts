import { passwordStrength } from '../../contract/passwordStrength';

/** A password to score, and the number that pairs the answer with it. */
export interface StrengthRequest {
  id: number;
  password: string;
}

export interface StrengthAnswer {
  id: number;
  strength: number;
}

// zxcvbn and its dictionaries load and run here, off the page's thread: on a slow phone their
// evaluation and each keystroke's check would otherwise hold up the page (blocking time).
self.onmessage = ({ data }: MessageEvent<StrengthRequest>) => {
  const answer: StrengthAnswer = { id: data.id, strength: passwordStrength(data.password) };
  self.postMessage(answer);
};
