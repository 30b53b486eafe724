/**
 * A few words for the person who started the server, outside the log: plain text on the terminal's
 * standard error, never a JSON log line (stdout is the log collector's, and the log masks emails).
 * The first start's generated sign-in is the one such notice (decision 130).
 */
export type OperatorNotice = (text: string) => void;

export const noticeOnTerminal: OperatorNotice = (text) => {
  process.stderr.write(`${text}\n`);
};
