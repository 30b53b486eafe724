import DeleteIcon from '@mui/icons-material/PersonRemove';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffMember } from '../organisation/methods';

/** A service's users, each with Remove; a sentence when it has none. */
export function ServiceUserList({
  users,
  isSaving,
  onRemove,
}: {
  users: StaffMember[];
  isSaving: boolean;
  onRemove(uuid: string): void;
}) {
  const translate = useTranslate();
  if (users.length === 0) {
    return (
      <Typography color="text.secondary">
        {translate('zabuni.organisation.noServiceUsers')}
      </Typography>
    );
  }
  return (
    <List dense>
      {users.map((user) => (
        <ListItem
          key={user.uuid}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={translate('zabuni.organisation.remove')}
              disabled={isSaving}
              onClick={() => onRemove(user.uuid)}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemText primary={user.fullName} secondary={user.email} />
        </ListItem>
      ))}
    </List>
  );
}
