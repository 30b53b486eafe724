import { Create, SimpleForm, TextInput, required } from 'react-admin';
import { useSaveFailure } from '../departments/failures';
import { InstitutionPicker } from '../departments/InstitutionPicker';
import { useActsAcrossInstitutions } from '../departments/institutionFilters';
import { nameRules } from '../shared/validators';

/** A designation's name; platform administrators choose its institution. */
export const DesignationCreate = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const onError = useSaveFailure();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <SimpleForm>
        {isPlatformAdmin && <InstitutionPicker validate={required()} fullWidth />}
        <TextInput source="name" validate={nameRules(150)} fullWidth />
      </SimpleForm>
    </Create>
  );
};
