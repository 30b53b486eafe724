import { Create } from 'react-admin';
import { useSaved } from '../shared/useSaved';
import { UserForm } from './UserForm';

/** 'User Registered Successfully': the account waits for its holder to follow the emailed link. */
export const UserCreate = () => {
  const onSuccess = useSaved('zabuni.identity.userRegistered', 'users', 'show');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <UserForm isNew defaultValues={{ roleIds: [] }} />
    </Create>
  );
};
