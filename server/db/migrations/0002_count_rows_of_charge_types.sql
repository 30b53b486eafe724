SELECT count_rows_of('charge_types');
--> statement-breakpoint
SELECT count_rows_of('gfs_services');
