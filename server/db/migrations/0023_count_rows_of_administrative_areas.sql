SELECT count_rows_of('administrative_areas');
