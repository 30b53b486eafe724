import { Create, useNotify, useRedirect } from 'react-admin';
import { UserForm } from './UserForm';

/** 'User Registered Successfully': the account waits for its holder to follow the emailed link. */
export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (user: { id: string }) => {
    notify('zabuni.identity.userRegistered', { type: 'success' });
    redirect('show', 'users', user.id);
  };
  return (
    <Create mutationOptions={{ onSuccess }}>
      <UserForm isNew defaultValues={{ roleIds: [] }} />
    </Create>
  );
};
