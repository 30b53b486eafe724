SELECT count_rows_of('financial_years');
