CREATE INDEX "error_logs_kind_idx" ON "error_logs" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "error_logs_operation_idx" ON "error_logs" USING btree ("operation","id");--> statement-breakpoint
CREATE INDEX "error_logs_code_idx" ON "error_logs" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "error_logs_latency_idx" ON "error_logs" USING btree ("latency_ms","id");