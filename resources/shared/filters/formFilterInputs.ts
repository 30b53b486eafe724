import type { SelectInputProps, TextInputProps } from 'react-admin';
import { preloadable } from '../../../providers/preloadable';

/**
 * react-admin's inputs for filters shown from Add filter, downloaded with react-admin's filter form
 * (FullFilterForm.tsx) rather than with the list: a list draws them only once one is added.
 */
export const SelectFilter = preloadable<SelectInputProps>(() =>
  import('./FullFilterForm').then((module) => module.SelectInput),
).Component;

export const TextFilter = preloadable<TextInputProps>(() =>
  import('./FullFilterForm').then((module) => module.TextInput),
).Component;
