import { useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

type Group = 'roleNames' | 'userTypes';

/**
 * A role or user type as words: the translation of a known identifier, otherwise the identifier
 * written as a sentence (an institution's own STORES_OFFICER reads "Stores officer").
 */
export function identifierLabel(
  translate: (key: string, options?: { _: string }) => string,
  group: Group,
  identifier: string,
): string {
  const words = identifier.toLowerCase().replace(/_/g, ' ');
  return translate(`zabuni.${group}.${identifier}`, {
    _: words.charAt(0).toUpperCase() + words.slice(1),
  });
}

/** A record's role name or user type, shown as words (the identifier stays in the tooltip). */
export const IdentifierField = ({
  source,
  group,
}: {
  source: string;
  group: Group;
  label?: string;
}) => {
  const record = useRecordContext<Record<string, string>>();
  const translate = useTranslate();
  const identifier = record?.[source];
  if (!identifier) return null;
  return (
    <Typography variant="body2" component="span" title={identifier}>
      {identifierLabel(translate, group, identifier)}
    </Typography>
  );
};
