SELECT count_rows_of('document_templates');
