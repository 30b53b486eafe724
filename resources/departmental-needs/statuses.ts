import { departmentalNeedStatuses } from '../../contract/procurementReference';

/** The need statuses, labelled in the user's language. */
export const needStatusChoices = departmentalNeedStatuses.map((status) => ({
  id: status,
  name: `zabuni.planningLists.statuses.${status}`,
}));

/** What a department may set: a consolidated need is set by the annual plan only. */
export const editableStatusChoices = needStatusChoices.filter(({ id }) => id !== 'CONSOLIDATED');
