import DeleteIcon from '@mui/icons-material/PersonRemove';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  Autocomplete,
  Box,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { ProviderService, StaffMember } from '../organisation/methods';

/** One service's users, with Add users (from the institution's staff) and Remove per user. */
export function ServiceUsersPanel({ service }: { service: ProviderService }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const queryClient = useQueryClient();
  const [toAdd, setToAdd] = useState<StaffMember[]>([]);
  const [isSaving, setSaving] = useState(false);
  const usersKey = ['service-users', service.uuid];
  const { data: users = [] } = useQuery({
    queryKey: usersKey,
    queryFn: () => dataProvider.getAllUsersAssignedToService({ serviceUuid: service.uuid }),
  });
  const { data: staff = [] } = useQuery({
    queryKey: ['service-users', 'staff'],
    queryFn: () => dataProvider.getInstitutionStaff({}),
    retry: false,
  });
  const assigned = new Set(users.map((user) => user.uuid));

  const change = async (
    operation: 'assignUsersToService' | 'removeUsersFromService',
    uuids: string[],
    successMessage: string,
  ) => {
    setSaving(true);
    try {
      const remaining = await dataProvider[operation]({
        userUuidList: uuids,
        serviceUuid: service.uuid,
      });
      queryClient.setQueryData(usersKey, remaining);
      notify(successMessage, { type: 'success' });
      setToAdd([]);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('zabuni.organisation.serviceUsers', { service: service.name })}
        </Typography>
        {users.length === 0 ? (
          <Typography color="text.secondary">
            {translate('zabuni.organisation.noServiceUsers')}
          </Typography>
        ) : (
          <List dense>
            {users.map((user) => (
              <ListItem
                key={user.uuid}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate('zabuni.organisation.remove')}
                    disabled={isSaving}
                    onClick={() =>
                      void change(
                        'removeUsersFromService',
                        [user.uuid],
                        'zabuni.organisation.usersRemoved',
                      )
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={user.fullName} secondary={user.email} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
          <Autocomplete
            multiple
            sx={{ flex: '1 1 320px' }}
            options={staff.filter((member) => !assigned.has(member.uuid))}
            getOptionLabel={(member) => `${member.fullName} (${member.email})`}
            isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
            value={toAdd}
            onChange={(_event, value) => setToAdd(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={translate('zabuni.organisation.usersToAdd')}
              />
            )}
          />
          <Button
            label="zabuni.organisation.addUsers"
            variant="contained"
            disabled={isSaving || toAdd.length === 0}
            onClick={() =>
              void change(
                'assignUsersToService',
                toAdd.map((member) => member.uuid),
                'zabuni.organisation.usersAdded',
              )
            }
          >
            <PersonAddIcon />
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
