SELECT count_rows_of('institutions');
--> statement-breakpoint
SELECT count_rows_of('institution_categories');
