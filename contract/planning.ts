/** Goods, works, non-consultancy services and consultancy services (the procurement categories). */
export const procurementCategories = ['GOODS', 'WORKS', 'NON_CONSULTANCY', 'CONSULTANCY'] as const;
export type ProcurementCategory = (typeof procurementCategories)[number];
