/** What a piece of feedback is about: the shell's Give Feedback form offers them, the list filters by them. */
export const feedbackCategories = ['SUGGESTION', 'PROBLEM', 'PRAISE'] as const;
