import { Box, Checkbox, FormControlLabel, FormGroup, Paper, Typography } from '@mui/material';
import type { PermissionGroup } from '../identity/methods';

/** One permission group's checkboxes, each permission's description with its name beside it. */
export const PermissionGroupCard = ({
  group,
  ticked,
  onToggle,
  isEditable,
}: {
  group: PermissionGroup;
  ticked: Set<string>;
  onToggle(name: string): void;
  isEditable: boolean;
}) => (
  <Paper variant="outlined" sx={{ p: 2 }}>
    <Typography variant="subtitle1" component="h3">
      {group.groupName}
    </Typography>
    <FormGroup>
      {group.permissions.map((permission) => (
        <FormControlLabel
          key={permission.name}
          control={
            <Checkbox
              checked={ticked.has(permission.name)}
              onChange={() => onToggle(permission.name)}
              disabled={!isEditable}
              size="small"
            />
          }
          label={
            <Box component="span">
              {permission.description}
              <Typography component="span" variant="caption" color="text.secondary">
                {` ${permission.name}`}
              </Typography>
            </Box>
          }
        />
      ))}
    </FormGroup>
  </Paper>
);
