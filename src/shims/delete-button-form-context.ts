/**
 * react-hook-form's useFormContext, as react-admin's delete buttons see it (vite.config.ts puts this
 * module in place of react-hook-form for ra-ui-materialui's DeleteWithConfirmButton and ra-core's
 * useDeleteController only). They ask for their form to reset its dirty state after a delete, so
 * that warnWhenUnsavedChanges lets the redirect pass; outside a form (a list's rows) they get null.
 * The app warns of no unsaved changes (it cannot block a navigation without a data router,
 * decision 202), so the reset changes nothing here, while the import brought all of
 * react-hook-form (15 kB) to every list with a delete button in its rows (decision 206).
 */
export const useFormContext = (): null => null;
