import { administrativeAreaTypes } from '../../contract/administrativeAreas';

/** The area types as react-admin choices, labelled in the user's language. */
export const areaTypeChoices = administrativeAreaTypes.map((type) => ({
  id: type,
  name: `zabuni.organisation.areaTypes.${type}`,
}));
