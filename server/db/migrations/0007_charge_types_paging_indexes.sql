DROP INDEX "charge_types_scope_name_idx";--> statement-breakpoint
CREATE INDEX "charge_types_scope_active_name_idx" ON "charge_types" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "charge_types_scope_unit_idx" ON "charge_types" USING btree ("deleted","unit_of_measure","id");--> statement-breakpoint
CREATE INDEX "charge_types_scope_active_idx" ON "charge_types" USING btree ("deleted","active","id");--> statement-breakpoint
CREATE INDEX "charge_types_scope_name_idx" ON "charge_types" USING btree ("deleted","name","id");