import {
  BooleanField,
  DeleteButton,
  EditButton,
  EmailField,
  FunctionField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useTranslate,
} from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { incidentHandlingModes } from '../../contract/institutions';
import { CompleteRegistrationButton } from './CompleteRegistrationButton';
import { IncidentHandlingPanel } from './IncidentHandlingPanel';
import { useInstitutionRights } from './useInstitutionRights';
import { useNotifyFailure } from '../shared/useNotifyFailure';

const ShowActions = () => {
  const notifyFailure = useNotifyFailure();
  const { isPlatformAdministrator, canEdit } = useInstitutionRights();
  return (
    <TopToolbar>
      {canEdit && <CompleteRegistrationButton />}
      {canEdit && <EditButton />}
      {isPlatformAdministrator && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{
            // "Failed to Delete Institution detals", the server's reason (users remain, ...) beneath.
            onError: (error) => notifyFailure('zabuni.institutions.deleteFailed', error),
          }}
        />
      )}
    </TopToolbar>
  );
};

export const InstitutionShow = () => {
  const translate = useTranslate();
  const { canEdit } = useInstitutionRights();
  const modes = incidentHandlingModes.map((mode) => ({
    id: mode,
    name: `zabuni.institutions.incidentModes.${mode}`,
  }));
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="code" emptyText="-" />
        <TextField source="categoryName" emptyText="-" />
        <BooleanField source="isLowerLevel" />
        <TextField source="parentName" emptyText="-" />
        <BooleanField source="registrationComplete" />
        <BooleanField source="active" />
        <EmailField source="email" emptyText="-" />
        <TextField source="phone" emptyText="-" />
        <TextField source="postalAddress" emptyText="-" />
        <TextField source="physicalAddress" emptyText="-" />
        <UrlField source="website" emptyText="-" />
        <SelectField source="incidentHandlingMode" choices={modes} />
        <FunctionField
          source="externalId"
          render={(record) =>
            record.externalId
              ? translate('zabuni.institutions.fromRegister', { id: record.externalId })
              : '-'
          }
        />
        <ShortDateField source="createdAt" />
      </SimpleShowLayout>
      <IncidentHandlingPanel canChange={canEdit} />
    </Show>
  );
};
