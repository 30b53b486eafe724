import {
  BooleanField,
  Datagrid,
  DeleteButton,
  EditButton,
  FunctionField,
  TextField,
} from 'react-admin';
import { List } from '../shared/List';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { getCurrentUser } from '../../providers/session';
import { useInstitutionChoices } from './useInstitutionChoices';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';

/**
 * An institution's branches: one's own, or for platform administrators the institution they choose.
 * The spec reads branches per institution, whole and by name, so only the page is chosen here.
 */
export const BranchList = () => {
  const { actsAcrossInstitutions, choices } = useInstitutionChoices();
  const ownInstitution = getCurrentUser()?.procuringEntity?.uuid;
  // Only platform administrators choose the institution; everyone else sees their own.
  const filters = actsAcrossInstitutions
    ? [
        <ChoiceFilter
          key="institutionUuid"
          source="institutionUuid"
          label="zabuni.organisation.chooseInstitution"
          choices={choices}
          alwaysOn
          emptyText="-"
        />,
      ]
    : undefined;
  return (
    <List
      filters={filters}
      filterDefaultValues={ownInstitution ? { institutionUuid: ownInstitution } : {}}
      sort={{ field: 'branchName', order: 'ASC' }}
      perPage={DEFAULT_PAGE_SIZE}
      empty={<ListEmpty message="zabuni.organisation.emptyBranches" />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="branchName" sortable={false} />
        <TextField source="branchCode" sortable={false} />
        <TextField source="administrativeArea.name" sortable={false} emptyText="-" />
        <TextField source="location" sortable={false} emptyText="-" />
        <FunctionField
          source="users"
          sortable={false}
          render={(branch: { users: { fullName: string }[] }) =>
            branch.users.map((user) => user.fullName).join(', ') || '-'
          }
        />
        <BooleanField source="active" sortable={false} />
        <ShortDateField source="createdAt" sortable={false} />
        <EditButton />
        <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
      </Datagrid>
    </List>
  );
};
