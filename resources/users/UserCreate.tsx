import { SavedCreate } from '../shared/SavedScreens';
import { UserForm } from './UserForm';

/** 'User Registered Successfully': the account waits for its holder to follow the emailed link. */
export const UserCreate = () => (
  <SavedCreate message="zabuni.identity.userRegistered" then="show">
    <UserForm isNew defaultValues={{ roleIds: [] }} />
  </SavedCreate>
);
