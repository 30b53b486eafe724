import type { CurrentUser } from '../contract/users';

const KEY = 'managedProcuringEntity';

export interface ProcuringEntityChoice {
  uuid: string;
  name: string;
}

/**
 * The PEs a user may manage: the delegations that are not deleted, plus the user's own PE, each once.
 */
export function manageableProcuringEntities(user: CurrentUser): ProcuringEntityChoice[] {
  const choices = user.userDelegateProcuringEntityList
    .filter((delegation) => !delegation.deleted)
    .map((delegation) => delegation.procuringEntity);
  if (user.procuringEntity) choices.push(user.procuringEntity);
  return choices.filter(
    (choice, index) => choices.findIndex((other) => other.uuid === choice.uuid) === index,
  );
}

export const getManagedProcuringEntity = (): ProcuringEntityChoice | null => {
  const stored = sessionStorage.getItem(KEY);
  return stored ? (JSON.parse(stored) as ProcuringEntityChoice) : null;
};

export const setManagedProcuringEntity = (choice: ProcuringEntityChoice): void =>
  sessionStorage.setItem(KEY, JSON.stringify(choice));
