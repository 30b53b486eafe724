import { useState } from 'react';
import { List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import type { TreeMatch, TreeName } from './methods';

/**
 * A search box over one tree: Enter asks the server (name or code contains the text), and the matches
 * are listed, each a button; choosing one hands it (with the path to it) to `onChoose`.
 */
export function TreeSearch({
  tree,
  label,
  onChoose,
  exclude,
}: {
  tree: TreeName;
  label: string;
  onChoose(match: TreeMatch): void;
  /** A node not to offer (the one being moved). */
  exclude?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<TreeMatch[] | null>(null);
  const search = async () => {
    if (text.trim().length < 2) return;
    const found = await dataProvider.treeSearch({ tree, text: text.trim() });
    setMatches(found.filter((m) => m.node.uuid !== exclude));
  };
  return (
    <>
      <TextField
        label={translate(label)}
        helperText={translate('zabuni.trees.searchHint')}
        value={text}
        size="small"
        fullWidth
        type="search"
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
      />
      {matches && matches.length === 0 && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {translate('zabuni.trees.noMatch')}
        </Typography>
      )}
      {matches && matches.length > 0 && (
        <List
          dense
          aria-label={translate('zabuni.trees.matches')}
          sx={{ maxHeight: 240, overflowY: 'auto' }}
        >
          {matches.map((match) => (
            <ListItemButton key={match.node.uuid} onClick={() => onChoose(match)}>
              <ListItemText
                primary={match.node.name}
                secondary={translate(`zabuni.trees.kinds.${match.node.kind}`, {
                  _: match.node.kind,
                })}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
