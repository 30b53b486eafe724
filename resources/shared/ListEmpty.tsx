import type { ReactNode } from 'react';
import { CreateButton, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

/**
 * What a list shows when it has no rows: a sentence, an optional hint, and the Create button where
 * one may create (plus any other way in, such as an upload).
 */
export const ListEmpty = ({
  message,
  messageArgs,
  hint,
  canCreate = true,
  children,
}: {
  message: string;
  messageArgs?: Record<string, unknown>;
  hint?: string;
  canCreate?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }} data-testid="list-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {translate(message, messageArgs)}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(hint)}
        </Typography>
      )}
      {canCreate && <CreateButton variant="contained" />}
      {children}
    </Box>
  );
};
