import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mui/material';
import type { UnspscCodeInput } from './UnspscCodeInput';

const Picker = lazy(() =>
  import('./UnspscCodeInput').then((module) => ({ default: module.UnspscCodeInput })),
);

/**
 * The UNSPSC picker (UnspscCodeInput), downloaded with its Autocomplete when a list or a form first
 * draws it: the kit's lists and forms without a UNSPSC field, nearly all, do not carry it (issue 42).
 * While it comes, a box of its size holds its place, so nothing below it moves.
 */
export function LazyUnspscCodeInput(props: ComponentProps<typeof UnspscCodeInput>) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={48}
          sx={{ ...(props.fullWidth ? { width: '100%' } : { minWidth: 320 }), my: 1 }}
        />
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
