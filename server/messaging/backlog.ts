let pending = 0;

/**
 * Emails and text messages handed to the mail server or SMS gateway without the caller waiting
 * (sendDetached) and not yet sent or failed: the outbox backlog the metrics report.
 */
export const messageBacklog = {
  added: () => void (pending += 1),
  settled: () => void (pending -= 1),
  size: (): number => pending,
};
