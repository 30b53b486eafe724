import { Create } from 'react-admin';
import { useShowWhenSaved } from '../shared/useShowWhenSaved';
import { UserForm } from './UserForm';

/** 'User Registered Successfully': the account waits for its holder to follow the emailed link. */
export const UserCreate = () => {
  const onSuccess = useShowWhenSaved('users', 'zabuni.identity.userRegistered');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <UserForm isNew defaultValues={{ roleIds: [] }} />
    </Create>
  );
};
