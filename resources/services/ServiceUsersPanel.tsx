import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, useTranslate } from 'react-admin';
import { Autocomplete, Box, Card, CardContent, TextField, Typography } from '@mui/material';
import type { ProviderService } from '../organisation/methods';
import { ServiceUserList } from './ServiceUserList';
import { useServiceUsers } from './useServiceUsers';

/** One service's users, with Add users (from the institution's staff) and Remove per user. */
export function ServiceUsersPanel({ service }: { service: ProviderService }) {
  const translate = useTranslate();
  const { users, candidates, toAdd, setToAdd, isSaving, addChosen, remove } =
    useServiceUsers(service);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('zabuni.organisation.serviceUsers', { service: service.name })}
        </Typography>
        <ServiceUserList users={users} isSaving={isSaving} onRemove={(uuid) => void remove(uuid)} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
          <Autocomplete
            multiple
            sx={{ flex: '1 1 320px' }}
            options={candidates}
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
            onClick={() => void addChosen()}
          >
            <PersonAddIcon />
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
