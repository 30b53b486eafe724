/** Kiswahili of commonFields.en.ts: the same keys (a file of its own, so it loads with sw only). */
export const swReferenceFields = {
  name: 'Jina',
  nameSw: 'Jina (Kiswahili)',
  description: 'Maelezo',
  descriptionSw: 'Maelezo (Kiswahili)',
  active: 'Inatumika',
  createdAt: 'Iliundwa',
};
