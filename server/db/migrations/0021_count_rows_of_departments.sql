SELECT count_rows_of('departments');
--> statement-breakpoint
SELECT count_rows_of('designations');
