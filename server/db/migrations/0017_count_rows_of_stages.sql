SELECT count_rows_of('procurement_stages');
