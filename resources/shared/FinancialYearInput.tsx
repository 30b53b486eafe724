import { ChoicesInput } from './ChoicesInput';

/** The financial year a plan or a need belongs to (financialYearUuid), newest first by its code. */
export function FinancialYearInput() {
  return (
    <ChoicesInput
      source="financialYearUuid"
      reference="financial-years"
      optionText="code"
      sort={{ field: 'code', order: 'DESC' }}
      isRequired
    />
  );
}
