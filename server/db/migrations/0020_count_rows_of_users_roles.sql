SELECT count_rows_of('users');
--> statement-breakpoint
SELECT count_rows_of('roles');
