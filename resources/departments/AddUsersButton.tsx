import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { UserChoice } from './methods';
import { useInstitutionUserSearch } from './useInstitutionUserSearch';
import { useDepartmentAction } from './useDepartmentAction';

/** Picks users of the department's institution by name and adds them (addUsersToDepartment). */
export const AddUsersButton = ({ departmentId }: { departmentId: string }) => {
  const department = useRecordContext<{ institutionId: string }>();
  const translate = useTranslate();
  const run = useDepartmentAction();
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserChoice[]>([]);
  const choices = useInstitutionUserSearch(department, isOpen, search);

  const close = () => {
    setOpen(false);
    setPicked([]);
    setSearch('');
  };
  const add = async () => {
    await run(
      (dataProvider) =>
        dataProvider.addUsersToDepartment({
          departmentId,
          userIds: picked.map((user) => user.id),
        }),
      'zabuni.departments.usersAdded',
    );
    close();
  };

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<PersonAddIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('zabuni.departments.addUsers')}
      </Button>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('zabuni.departments.addUsers')}</DialogTitle>
        <DialogContent>
          <Autocomplete
            multiple
            options={choices}
            value={picked}
            onChange={(_event, value) => setPicked(value)}
            onInputChange={(_event, value) => setSearch(value)}
            filterOptions={(options) => options}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionLabel={(user) => `${user.fullName} (${user.email})`}
            noOptionsText={translate('zabuni.departments.noMatchingUsers')}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                margin="dense"
                label={translate('zabuni.departments.searchUsers')}
                helperText={translate('zabuni.departments.moveHint')}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={picked.length === 0} onClick={add}>
            {translate('zabuni.departments.add')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
