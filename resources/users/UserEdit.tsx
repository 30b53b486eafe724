import { Edit, useNotify, useRedirect } from 'react-admin';
import { UserForm } from './UserForm';

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (user: { id: string }) => {
    notify('zabuni.identity.userUpdated', { type: 'success' });
    redirect('show', 'users', user.id);
  };
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <UserForm />
    </Edit>
  );
};
