SELECT count_rows_of('procurement_methods');
--> statement-breakpoint
SELECT count_rows_of('annual_procurement_plans');
