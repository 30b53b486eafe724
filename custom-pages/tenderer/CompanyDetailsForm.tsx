import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  SaveButton,
  TextInput,
  maxLength,
  minLength,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { Box } from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { MyTenderer } from './methods';
import { renameCurrentUser } from '../../providers/session';
import { phoneRule, requiredTrimmed, tinRule } from '../../resources/shared/validators';

type CompanyValues = Omit<MyTenderer, 'uuid'> & { contactFullName: string };

const field = (source: keyof CompanyValues) => ({
  source,
  label: `zabuni.tendererRegistration.company.${source}`,
  fullWidth: true,
});

/**
 * The tenderer's company details and their own name (createUpdateMyTenderer): the first save
 * registers the company, after which the sections can be filled in.
 */
export const CompanyDetailsForm = ({
  tenderer,
  personName,
  onSaved,
}: {
  tenderer: MyTenderer | null;
  personName: string | null;
  onSaved(): void;
}) => {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: (values: CompanyValues) =>
      dataProvider.createUpdateMyTenderer({
        name: values.name,
        contactFullName: values.contactFullName,
        registrationNumber: values.registrationNumber || null,
        tin: values.tin || null,
        phone: values.phone || null,
        physicalAddress: values.physicalAddress || null,
        postalAddress: values.postalAddress || null,
      }),
    onSuccess: async (_saved, values) => {
      notify('zabuni.tendererRegistration.company.saved', { type: 'success' });
      // The app bar shows the session's name: from now on the one the person gave.
      renameCurrentUser(values.contactFullName.trim());
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      await queryClient.invalidateQueries({ queryKey: ['tenderer'] });
      onSaved();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const { uuid: _uuid, ...details } = tenderer ?? { uuid: '' };
  return (
    <Form
      defaultValues={{ ...details, contactFullName: personName ?? '' }}
      onSubmit={(values: Record<string, unknown>) => mutate(values as CompanyValues)}
    >
      <Box sx={{ maxWidth: 560 }}>
        <TextInput
          {...field('contactFullName')}
          validate={[requiredTrimmed(), minLength(2), maxLength(200)]}
        />
        <TextInput
          {...field('name')}
          validate={[requiredTrimmed(), minLength(2), maxLength(250)]}
        />
        <TextInput {...field('registrationNumber')} validate={maxLength(60)} />
        <TextInput {...field('tin')} validate={tinRule} />
        <TextInput {...field('phone')} validate={phoneRule} />
        <TextInput {...field('physicalAddress')} validate={maxLength(250)} />
        <TextInput {...field('postalAddress')} validate={maxLength(250)} />
        <SaveButton disabled={isPending} alwaysEnable={!isPending} />
      </Box>
    </Form>
  );
};
