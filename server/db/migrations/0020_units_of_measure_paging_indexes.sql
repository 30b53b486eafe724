CREATE INDEX "units_of_measure_scope_name_idx" ON "units_of_measure" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "units_of_measure_scope_active_name_idx" ON "units_of_measure" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "units_of_measure_scope_created_idx" ON "units_of_measure" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "units_of_measure_name_trgm_idx" ON "units_of_measure" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_of_measure_scope_symbol_idx" ON "units_of_measure" USING btree ("deleted","symbol","id");